// Tests for ProgressStore live here.
