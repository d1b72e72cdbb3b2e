#!/usr/bin/env python3
"""Independent reference figures for ItemAnalysisTests (run once; the numbers are pasted
into Tests/ClassroomTests/ItemAnalysisTests.swift, which needs no Python).

Computed with numpy/scipy by Moodle's definitions ("Quiz statistics calculations"):
facility = mean/max, SD = sample SD/max, discrimination = Pearson r of the item with the
rest of the test (scipy.stats.pearsonr), discriminative efficiency = cov(item, rest) /
cov(sorted item, sorted rest), Cronbach's alpha from the item covariance matrix
(k/(k-1) * (1 - trace/sum)), top/bottom thirds = floor(n/3) students by total, highest
first, ties by order.

Usage: python3 item_analysis_reference.py
"""
import numpy as np
from scipy import stats

# 12 students x 4 items. Each cell: (score, chosen options) or None (unanswered -> 0).
MAX = [1, 1, 2, 1]
OPTIONS = [["a", "b", "c", "d"], ["p", "q", "r"], [], ["x", "y"]]
DATA = [
    [(1, ["a"]), (1, ["p", "q"]), (2, []), (1, ["x"])],
    [(1, ["a"]), (0, ["p"]), (1.5, []), (1, ["x"])],
    [(0, ["b"]), (1, ["p", "q"]), (2, []), (0, ["y"])],
    [(1, ["a"]), (1, ["p", "q"]), (0.5, []), (1, ["x"])],
    [(0, ["c"]), (0, ["r"]), (1, []), None],
    [(1, ["a"]), (0, ["q"]), (0, []), (0, ["y"])],
    [(0, ["b"]), (0, ["p", "r"]), (1, []), (1, ["x"])],
    [(0, ["d"]), None, (0, []), (0, ["y"])],
    [(1, ["a"]), (1, ["p", "q"]), (2, []), (1, ["x"])],
    [(0, ["b"]), (0, ["r"]), (0.5, []), (0, ["y"])],
    [(1, ["a"]), (1, ["p", "q"]), (1, []), (0, ["y"])],
    [(0, ["c"]), (0, ["q", "r"]), (0, []), (1, ["x"])],
]

scores = np.array([[cell[0] if cell else 0.0 for cell in row] for row in DATA], dtype=float)
n, k = scores.shape
totals = scores.sum(axis=1)

print(f"students {n} items {k}")
print(f"mean {totals.mean():.10f} median {np.median(totals):.10f} sd {totals.std(ddof=1):.10f}")
cov = np.cov(scores, rowvar=False, ddof=1)
alpha = k / (k - 1) * (1 - np.trace(cov) / cov.sum())
print(f"alpha {alpha:.10f}")

order = sorted(range(n), key=lambda s: (-totals[s], s))
size = n // 3
top, bottom = order[:size], order[-size:]
print(f"top {top} bottom {bottom}")

for i in range(k):
    x = scores[:, i]
    rest = totals - x
    facility = x.mean() / MAX[i]
    sd = x.std(ddof=1) / MAX[i]
    r = stats.pearsonr(x, rest).statistic
    c = np.cov(x, rest, ddof=1)[0, 1]
    cmax = np.cov(np.sort(x), np.sort(rest), ddof=1)[0, 1]
    print(f"item {i} facility {facility:.10f} sd {sd:.10f} di {r:.10f} de {c / cmax:.10f}")
    for option in OPTIONS[i]:
        def share(group):
            return sum(1 for s in group if DATA[s][i] and option in DATA[s][i][1]) / len(group)
        print(f"  {option} all {share(range(n)):.10f} top {share(top):.10f} bottom {share(bottom):.10f}")
