//! The replay-script format of `tucana replay` for Combi-Nations.
