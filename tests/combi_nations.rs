//! Combi-Nations: a test per rule, every facility with and without scoring, the reference's
//! worked examples (combi-nations.md §10), replay scripts and malformed scripts.

#[path = "combi_nations/scripts.rs"]
mod scripts;
