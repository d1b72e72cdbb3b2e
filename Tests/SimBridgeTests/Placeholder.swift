// Tests for SimBridge live here.
