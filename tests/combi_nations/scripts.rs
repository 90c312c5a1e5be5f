//! Replay scripts of Combi-Nations: played to their result, and malformed ones refused.
