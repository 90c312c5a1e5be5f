//! No English sentence in code: every sentence a person reads comes from a catalog
//! (`src/**/words/en.ftl`). A reading of `src/` (nothing is built) lists the string literals
//! of three or more words outside the catalogs, leaving out what no player reads: test code
//! (`#[cfg(test)]`, `tests.rs`), SQL, the operators' logs (`tracing`'s macros), a developer's panics
//! (`expect`, `panic!`, `assert!`, `unreachable!`), the CLI's flags (clap's `#[arg]` and
//! `#[command]`), an error type's `Display` (thiserror), the words of a damaged row or an
//! inner failure for the operator's log (`StoreError::Corrupt`, `words::for_log`), what a
//! wrong asset or replay script tells its developer (`game::BadData`), and the files that speak to operators alone ([`FOR_OPERATORS`]).
//!
//! Any other such literal fails the test, which lists them with their lines.

use std::path::Path;

/// The calls and macros whose literals no player reads.
const NOT_FOR_PLAYERS: &[&str] = &[
    "error!",
    "warn!",
    "info!",
    "debug!",
    "trace!",
    "expect",
    "expect_err",
    "panic!",
    "assert!",
    "assert_eq!",
    "assert_ne!",
    "debug_assert!",
    "unreachable!",
    "todo!",
    "unimplemented!",
    "arg",
    "command",
    "include_str!",
    // A bundled asset or a replay script that is wrong, for its developer (`game::BadData`).
    "BadData",
    "env!",
    // An error type's `Display` (thiserror's attribute): what it reads as in a log. What a
    // player meets of an error is a catalog's message (`AppError::msg`).
    "error",
    // A damaged row of the database (`StoreError::Corrupt`): logged, while the player reads
    // the catalog's `app-not-saved`.
    "Corrupt",
    "corrupt",
    // What went wrong inside, for the operator's log alone (`words::for_log`).
    "for_log",
    // A replay script's error, for the developer who wrote it, as `BadData`.
    "ScriptError",
];

/// Proper names of three words or more, written the same in every language: the games'
/// titles as published.
const PROPER_NAMES: &[&str] = &["Trails of Tucana"];

/// Files that speak to the bot's operators and developers alone, never to a player, with
/// the reason; their sentences are not counted. Everything else a person can meet (the
/// games, the service, the adapters, `tucana play` and `tucana replay --log`) is.
const FOR_OPERATORS: &[(&str, &str)] = &[
    (
        "src/config.rs",
        "the settings' errors, read by whoever starts the bot",
    ),
    (
        "src/telemetry.rs",
        "the metrics' help, read by a monitoring system",
    ),
    (
        "src/store/",
        "the database's errors, logged for the operator; a player reads the service's words",
    ),
    ("src/app/lock.rs", "the database's lock file, at start"),
    (
        "src/app/shards.rs",
        "the shard ranges of SHARDS, at start and in /healthz",
    ),
    ("src/discord/run.rs", "the bot's start and stop, in its log"),
    ("src/discord/startup.rs", "the gateway's start, in its log"),
    (
        "src/discord/health.rs",
        "/healthz, read by a monitoring system",
    ),
    ("src/cli/bench_service.rs", "a developer's benchmark report"),
    (
        "src/cli/ai.rs",
        "a developer's figures of the computer players",
    ),
    ("src/cli/sim.rs", "a developer's figures of random games"),
    (
        "src/cli/mod.rs",
        "the command line's help, which lists the registry's games",
    ),
    (
        "src/cli/shared.rs",
        "the offline tools' flags, their errors, and the developers' figures",
    ),
    (
        "src/cli/render.rs",
        "a developer's pictures of a replay script: errors about its flags",
    ),
    (
        "src/games/combi_nations/score.rs",
        "the solo ladder's titles as `tucana replay`'s JSON result writes them: data, which does \
         not change; a player reads them from the catalog (`combi-nations-title`)",
    ),
    (
        "src/game/strict.rs",
        "serde's words about a replay script's JSON, for the developer who wrote it",
    ),
    (
        "src/games/combi_nations/tools.rs",
        "a developer's figures of random games (`tucana sim`)",
    ),
    (
        "src/games/la_isla/tools.rs",
        "a developer's figures of random games (`tucana sim`)",
    ),
    (
        "src/cli/league.rs",
        "an operator's recomputation of a league's ratings",
    ),
    (
        "src/cli/web.rs",
        "an operator's server of the web pages: its start and errors, in the terminal",
    ),
    (
        "src/web/guard.rs",
        "the Content-Security-Policy header, read by browsers",
    ),
];

/// A string literal found in code: its line, its text, and the calls it sits in.
#[derive(Debug)]
struct Literal {
    line: usize,
    text: String,
    within: Vec<String>,
}

/// Every string literal of `code` outside comments and `#[cfg(test)]` items, with the
/// names of the calls (or attributes) it is an argument of.
fn literals(code: &str) -> Vec<Literal> {
    let chars: Vec<char> = code.chars().collect();
    let mut found = Vec::new();
    // Open brackets: the name before each `(` (or `[` of an attribute), `{` as "".
    let mut open: Vec<(char, String)> = Vec::new();
    let (mut i, mut line) = (0, 1);
    // Depth of `{` at which a `#[cfg(test)]` item started, while inside it.
    let mut skip_to: Option<usize> = None;
    let mut test_item_pending = false;
    let word_before = |at: usize| -> String {
        let mut j = at;
        while j > 0 && chars[j - 1].is_whitespace() {
            j -= 1;
        }
        let end = j;
        while j > 0
            && (chars[j - 1].is_alphanumeric() || chars[j - 1] == '_' || chars[j - 1] == '!')
        {
            j -= 1;
        }
        chars[j..end].iter().collect()
    };
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        match c {
            '\n' => line += 1,
            '/' if next == Some('/') => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
                continue;
            }
            '/' if next == Some('*') => {
                let mut depth = 0;
                while i < chars.len() {
                    if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                        depth += 1;
                        i += 2;
                    } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        if chars[i] == '\n' {
                            line += 1;
                        }
                        i += 1;
                    }
                }
                continue;
            }
            '\'' => {
                // A char literal ('a', '\n', '\''), or a lifetime ('a) left as it is.
                if next == Some('\\') {
                    let mut j = i + 2;
                    while j < chars.len() && chars[j] != '\'' {
                        j += 1;
                    }
                    i = j + 1;
                    continue;
                }
                if chars.get(i + 2) == Some(&'\'') {
                    i += 3;
                    continue;
                }
            }
            '"' | 'r' | 'b' => {
                // "…", r"…", r#"…"#, b"…", br"…": a literal starts here (not inside a name).
                let prev_ident = i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
                let mut j = i;
                if c == 'b' && !prev_ident {
                    j += 1;
                }
                let raw = !prev_ident && chars.get(j) == Some(&'r');
                if raw {
                    j += 1;
                }
                let mut hashes = 0;
                while raw && chars.get(j) == Some(&'#') {
                    hashes += 1;
                    j += 1;
                }
                if chars.get(j) == Some(&'"') && (c == '"' || !prev_ident) {
                    let start_line = line;
                    let mut text = String::new();
                    j += 1;
                    while let Some(&d) = chars.get(j) {
                        if d == '\n' {
                            line += 1;
                        }
                        if !raw && d == '\\' {
                            // An escape; a line's end escaped joins the next line.
                            if chars.get(j + 1) == Some(&'\n') {
                                line += 1;
                                j += 2;
                                while chars.get(j).is_some_and(|c| c.is_whitespace()) {
                                    j += 1;
                                }
                                continue;
                            }
                            text.push(' ');
                            j += 2;
                            continue;
                        }
                        if d == '"' && (0..hashes).all(|k| chars.get(j + 1 + k) == Some(&'#')) {
                            j += 1 + hashes;
                            break;
                        }
                        text.push(d);
                        j += 1;
                    }
                    if skip_to.is_none() && !test_item_pending {
                        found.push(Literal {
                            line: start_line,
                            text,
                            within: open.iter().map(|(_, name)| name.clone()).collect(),
                        });
                    }
                    i = j;
                    continue;
                }
            }
            '#' if next == Some('[') => {
                let rest: String = chars[i..chars.len().min(i + 14)].iter().collect();
                if rest.starts_with("#[cfg(test)]") {
                    test_item_pending = true;
                }
                // An attribute: `#[name(` is opened by the `(` below with its name.
            }
            '(' | '[' => {
                let name = word_before(i);
                open.push((c, name));
            }
            '{' => {
                if test_item_pending && skip_to.is_none() {
                    skip_to = Some(open.len());
                    test_item_pending = false;
                }
                open.push((c, String::new()));
            }
            ';' if test_item_pending
                && skip_to.is_none()
                && open.iter().all(|(c, _)| *c == '{') =>
            {
                // `#[cfg(test)] use …;` or `mod tests;`: the item ends here.
                test_item_pending = false;
            }
            ')' | ']' | '}' => {
                open.pop();
                if c == '}' && skip_to == Some(open.len()) {
                    skip_to = None;
                }
            }
            _ => {}
        }
        i += 1;
    }
    found
}

/// Whether `text` reads as English words to a person: three or more words of letters,
/// once its `{…}` placeholders are left out.
fn is_sentence(text: &str) -> bool {
    let mut plain = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' if depth > 0 => depth -= 1,
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    plain
        .split(|c: char| c.is_whitespace())
        .filter(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 2)
        .filter(|w| {
            w.chars()
                .all(|c| c.is_alphabetic() || "'’,.:;!?()-–—\"“”".contains(c))
        })
        .count()
        >= 3
}

/// Whether `text` is SQL, which the store speaks to the database, not to a person.
fn is_sql(text: &str) -> bool {
    const WORDS: &[&str] = &[
        "SELECT", "INSERT", "UPDATE", "DELETE", "CREATE", "FROM", "WHERE",
    ];
    text.split(|c: char| !c.is_ascii_alphabetic())
        .any(|w| WORDS.contains(&w))
}

/// Every English sentence of a file's code, as (line, text).
fn sentences(code: &str) -> Vec<(usize, String)> {
    literals(code)
        .into_iter()
        .filter(|l| {
            !l.within
                .iter()
                .any(|w| NOT_FOR_PLAYERS.contains(&w.as_str()))
        })
        .filter(|l| is_sentence(&l.text) && !is_sql(&l.text))
        .filter(|l| !PROPER_NAMES.contains(&l.text.as_str()))
        .map(|l| (l.line, l.text))
        .collect()
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs")
            // A module of unit tests in a file of its own (`#[cfg(test)] mod tests;`).
            && !path.ends_with("tests.rs")
        {
            out.push(path);
        }
    }
}

#[test]
fn no_english_sentence_in_code() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    files.sort();
    let mut found = Vec::new();
    for file in files {
        let rel = file
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        if FOR_OPERATORS.iter().any(|(path, _)| rel.starts_with(path)) {
            continue;
        }
        for (line, text) in sentences(&std::fs::read_to_string(&file).unwrap()) {
            found.push(format!("  {rel}:{line}: {text:?}"));
        }
    }
    assert!(
        found.is_empty(),
        "{} English sentences in code: put them in a catalog (words/en.ftl and the other \
         languages' files beside it) and hand a message (`Msg`) instead, or, if no player ever \
         reads them, say so as this test's lists allow:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_reader_finds_sentences_and_leaves_out_what_no_player_reads() {
    let code = r####"
        fn f() {
            let a = "you cannot play there now";
            tracing::warn!(game, "the scheduler could not process a game");
            let b = x.expect("the store was opened before this");
            let c = format!("{n} tiles: {what}"); // "a comment with many words"
            let d = r#"a raw string with "quotes" in it"#;
            let e = 'x';
            let f = "two words";
            let q = "SELECT id FROM games WHERE status = 'active'";
            let g = "the help \
                     goes on here";
        }
        #[cfg(test)]
        mod tests {
            fn t() { let a = "a test's own sentence here"; }
        }
        fn after() -> &'static str { "back in code again" }
    "####;
    let found: Vec<String> = sentences(code).into_iter().map(|(_, t)| t).collect();
    assert_eq!(
        found,
        [
            "you cannot play there now",
            "a raw string with \"quotes\" in it",
            "the help goes on here",
            "back in code again",
        ]
    );
    assert_eq!(sentences(code)[0].0, 3, "its line");
}
