// Tests for Course live here.
