"""Expected values for FSRSTests.swift, computed by the reference implementation.

Run with py-fsrs 6.3.2 (`pip install fsrs==6.3.2`), whose default parameters (FSRS-6) are the
ones Sources/ProgressStore/FSRS.swift uses:

    python3 Tests/ProgressStoreTests/fsrs_reference.py

Each history is a list of (seconds after 2026-01-01T00:00:00Z, rating). For every review the
script prints the card after it: phase, step, stability, difficulty, seconds from the review
to the next due date, and the retrievability one day after the review. Fuzz is off so the
intervals are deterministic. The numbers are copied into FSRSTests.swift by hand.
"""
from datetime import datetime, timedelta, timezone

from importlib.metadata import version

from fsrs import Card, Rating, Scheduler

assert version("fsrs") == "6.3.2", f"expected py-fsrs 6.3.2, found {version('fsrs')}"

START = datetime(2026, 1, 1, tzinfo=timezone.utc)
MIN, DAY = 60, 86400

HISTORIES = {
    # Right every time, each answer when due.
    "goodWhenDue": None,
    # Wrong at first, then right.
    "againThenGood": [(0, 1), (1 * MIN, 3), (11 * MIN, 3)],
    # Learned, then forgotten after a day, relearned.
    "forgottenAfterADay": [(0, 3), (10 * MIN, 3), (2 * DAY, 1), (2 * DAY + 10 * MIN, 3)],
    # Every rating once, with long gaps.
    "allRatings": [(0, 4), (5 * DAY, 2), (20 * DAY, 3), (90 * DAY, 1), (90 * DAY + 10 * MIN, 2)],
    # Right on the day, then very late.
    "late": [(0, 3), (60, 3), (11 * MIN, 3), (400 * DAY, 3)],
}

scheduler = Scheduler(enable_fuzzing=False)
STATES = {1: "learning", 2: "review", 3: "relearning"}

for name, history in HISTORIES.items():
    card = Card(card_id=1, due=START)
    print(f"// {name}")
    if history is None:
        # Answer Good each time the card falls due, six times.
        moments = []
        when = START
        for _ in range(6):
            card, _ = scheduler.review_card(card, Rating.Good, when)
            moments.append((when, card))
            when = card.due
        reviews = [(int((w - START).total_seconds()), 3, c) for w, c in moments]
    else:
        reviews = []
        for offset, rating in history:
            when = START + timedelta(seconds=offset)
            card, _ = scheduler.review_card(card, Rating(rating), when)
            reviews.append((offset, rating, card))
    for offset, rating, c in reviews:
        review_time = START + timedelta(seconds=offset)
        due_in = int((c.due - review_time).total_seconds())
        r = scheduler.get_card_retrievability(c, review_time + timedelta(days=1))
        step = "nil" if c.step is None else c.step
        print(f"({offset}, {rating}, .{STATES[int(c.state)]}, {step}, {c.stability!r}, {c.difficulty!r}, {due_in}, {r!r}),")
