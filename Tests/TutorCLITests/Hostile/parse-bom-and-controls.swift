// expect: diagnostics|ok
﻿print(1)[31m
