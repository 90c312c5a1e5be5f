//! The layers stay true: a reading of the source files (nothing is built), failing with every
//! offending `file:line` when a file names what its layer may not know (ARCHITECTURE.md,
//! "Layers"):
//!
//! - a game (`src/games/<g>/`) is named only in its own folder, the registry
//!   (`src/games/mod.rs`) and the games' own commands (`src/discord/commands/aliases.rs`,
//!   which takes a game's id from its folder rather than writing it again);
//! - no Discord type below the adapter: only `src/discord/` and `src/main.rs` name `serenity`,
//!   `poise` or `crate::discord`;
//! - the game interface (`src/game/`) knows no layer above it, nor any game;
//! - the drawing kit (`src/render/`) knows no game and no layer above it;
//! - the store (`src/store/`) knows neither the service nor the adapters;
//! - the metrics' names (`src/telemetry.rs`) and the words' machinery (`src/words/`) know
//!   nothing of ours;
//! - a game knows no other game, and nothing above the interface and the kit;
//! - a game's id (`pub const ID` in its folder) is written as a string only in its own
//!   folder, the registry and the games' own commands (`src/discord/commands/aliases.rs`),
//!   and its options' names (the keys of its `GameOption`s) only in the games' folders (two
//!   games may share an option's word), the registry and that file: everything else finds
//!   them through the game interface.
//!
//! Comments are not read (they may name anything); code is.

use std::path::{Path, PathBuf};

/// Known violations, each with why it is still there. An entry that no longer occurs fails
/// the test too, so that the list only shrinks.
const ALLOWED: &[(&str, &str, &str)] = &[
    // (file, what it names, why).
    (
        "src/cli/mod.rs",
        "\"tucana\"",
        "the binary's own name (`tucana --help`), and the tools' daily day still Tucana's",
    ),
    (
        "src/discord/component.rs",
        "\"map\"",
        "the \"My map\" button's id, `turn:map:<game>`, on posts already sent: not the option",
    ),
];

/// The file of the games' own commands (`/tucana`, `/trail`), which may name their game.
const ALIASES: &str = "src/discord/commands/aliases.rs";

/// One rule: files under `scope` (and not under any of `except`) must not name `forbidden`.
struct Rule {
    scope: &'static str,
    except: Vec<String>,
    forbidden: Vec<String>,
}

/// What a game's folder declares that others must not write: its id and its options' names.
#[derive(Debug, Default)]
struct Declared {
    ids: Vec<String>,
    options: Vec<String>,
}

/// The string literal `text` starts with (after blanks), if it does.
fn first_literal(text: &str) -> Option<&str> {
    let start = text.find('"')?;
    if !text[..start].trim().is_empty() {
        return None;
    }
    let rest = &text[start + 1..];
    rest.find('"').map(|end| &rest[..end])
}

/// A game's id and option names, read from its sources: `pub const ID: &str = "…"`, and the
/// first string of each `GameOption::new(…)`, `GameOption::yes_no(…)` and `key: "…"`.
fn declared(sources: &[&str]) -> Declared {
    let mut found = Declared::default();
    for text in sources {
        let code: String = text.lines().map(|l| format!("{}\n", code(l))).collect();
        let id = "pub const ID: &str =";
        for (at, _) in code.match_indices(id) {
            found
                .ids
                .extend(first_literal(&code[at + id.len()..]).map(str::to_owned));
        }
        for marker in ["GameOption::new(", "GameOption::yes_no(", "key: "] {
            for (at, _) in code.match_indices(marker) {
                let after = &code[at + marker.len()..];
                found
                    .options
                    .extend(first_literal(after).map(str::to_owned));
            }
        }
    }
    found.options.sort();
    found.options.dedup();
    found
}

/// The rules, for the games found in `src/games/` (with what each declares).
fn rules(games: &[String], declared: &[(String, Declared)]) -> Vec<Rule> {
    let mut rules = Vec::new();
    for (g, what) in declared {
        rules.push(Rule {
            scope: "src/",
            except: vec![
                format!("src/games/{g}/"),
                "src/games/mod.rs".into(),
                ALIASES.into(),
            ],
            forbidden: what.ids.iter().map(|id| format!("\"{id}\"")).collect(),
        });
        rules.push(Rule {
            scope: "src/",
            except: vec!["src/games/".into(), ALIASES.into()],
            forbidden: what.options.iter().map(|o| format!("\"{o}\"")).collect(),
        });
    }
    for g in games {
        rules.push(Rule {
            scope: "src/",
            except: vec![
                format!("src/games/{g}/"),
                "src/games/mod.rs".into(),
                ALIASES.into(),
            ],
            forbidden: vec![format!("games::{g}")],
        });
        let mut forbidden: Vec<String> = games
            .iter()
            .filter(|o| *o != g)
            .map(|o| format!("games::{o}"))
            .collect();
        forbidden.extend(
            ["app", "store", "discord", "cli"]
                .iter()
                .map(|m| format!("crate::{m}")),
        );
        rules.push(Rule {
            scope: Box::leak(format!("src/games/{g}/").into_boxed_str()),
            except: vec![],
            forbidden,
        });
    }
    rules.push(Rule {
        scope: "src/",
        except: vec!["src/discord/".into(), "src/main.rs".into()],
        forbidden: vec!["serenity".into(), "poise".into(), "crate::discord".into()],
    });
    let above = |ms: &[&str]| ms.iter().map(|m| format!("crate::{m}")).collect::<Vec<_>>();
    rules.push(Rule {
        scope: "src/game/",
        except: vec![],
        forbidden: above(&["app", "store", "discord", "cli", "games", "render"]),
    });
    rules.push(Rule {
        scope: "src/render/",
        except: vec![],
        forbidden: above(&["app", "store", "discord", "cli", "games"]),
    });
    rules.push(Rule {
        scope: "src/words/",
        except: vec![],
        forbidden: above(&["app", "store", "discord", "cli", "games", "game", "render"]),
    });
    rules.push(Rule {
        scope: "src/telemetry.rs",
        except: vec![],
        forbidden: above(&["app", "store", "discord", "cli", "games", "game", "render"]),
    });
    rules.push(Rule {
        scope: "src/store/",
        except: vec![],
        forbidden: above(&["app", "discord", "cli"]),
    });
    rules
}

/// Whether `code` names `name`: as a path (not as the tail of a longer identifier, e.g.
/// `my_games::tucana` or `tucana_tools`), or as a string (`name` in its quotes).
fn names(code: &str, name: &str) -> bool {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    code.match_indices(name).any(|(at, _)| {
        let before = code[..at].chars().next_back();
        let after = code[at + name.len()..].chars().next();
        !before.is_some_and(ident) && !after.is_some_and(ident)
    })
}

/// A line without its `//` comment (a `//` inside a string cuts it short too, which can
/// only hide code, never invent it).
fn code(line: &str) -> &str {
    line.find("//").map_or(line, |at| &line[..at])
}

/// Every `(file:line, name)` that breaks a rule, for files given as (path from the crate
/// root with `/`, text).
fn violations(files: &[(String, String)], rules: &[Rule]) -> Vec<(String, String, String)> {
    let mut found = Vec::new();
    for (path, text) in files {
        for rule in rules {
            if !path.starts_with(rule.scope) || rule.except.iter().any(|e| path.starts_with(e)) {
                continue;
            }
            for (n, line) in text.lines().enumerate() {
                for name in &rule.forbidden {
                    if names(code(line), name) {
                        found.push((path.clone(), format!("{path}:{}", n + 1), name.clone()));
                    }
                }
            }
        }
    }
    found.sort();
    found.dedup();
    found
}

fn rust_files(dir: &Path, root: &Path, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("src/ can be read")
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rust_files(&p, root, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            let rel = p.strip_prefix(root).expect("under the root");
            let rel = rel.to_string_lossy().replace('\\', "/");
            out.push((rel, std::fs::read_to_string(&p).expect("a source file")));
        }
    }
}

/// What each game's folder declares, for the games `games` of `files`.
fn declared_by(games: &[String], files: &[(String, String)]) -> Vec<(String, Declared)> {
    games
        .iter()
        .map(|g| {
            let folder = format!("src/games/{g}/");
            let sources: Vec<&str> = files
                .iter()
                .filter(|(path, _)| path.starts_with(&folder))
                .map(|(_, text)| text.as_str())
                .collect();
            (g.clone(), declared(&sources))
        })
        .collect()
}

fn games(root: &Path) -> Vec<String> {
    let mut games: Vec<String> = std::fs::read_dir(root.join("src/games"))
        .expect("src/games/ can be read")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.is_dir())
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    games.sort();
    games
}

#[test]
fn every_file_names_only_what_its_layer_may_know() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let games = games(root);
    assert!(
        games.contains(&"tucana".to_string()),
        "games found: {games:?}"
    );
    let mut files = Vec::new();
    rust_files(&root.join("src"), root, &mut files);
    assert!(files.len() > 50, "only {} source files found", files.len());

    let declared = declared_by(&games, &files);
    for (g, what) in &declared {
        assert_eq!(
            what.ids.len(),
            1,
            "{g} declares its id once: {:?}",
            what.ids
        );
    }
    let tucana = &declared.iter().find(|(g, _)| g == "tucana").unwrap().1;
    assert!(
        tucana.options.contains(&"map".to_string()),
        "{:?}",
        tucana.options
    );
    let found = violations(&files, &rules(&games, &declared));
    let allowed = |(file, _, name): &(String, String, String)| {
        ALLOWED.iter().any(|(f, n, _)| f == file && n == name)
    };
    let offending: Vec<String> = found
        .iter()
        .filter(|v| !allowed(v))
        .map(|(_, at, name)| format!("{at}: names `{name}`"))
        .collect();
    let stale: Vec<String> = ALLOWED
        .iter()
        .filter(|(f, n, _)| !found.iter().any(|(file, _, name)| file == f && name == n))
        .map(|(f, n, _)| format!("{f} no longer names `{n}`: remove it from ALLOWED"))
        .collect();
    assert!(
        offending.is_empty() && stale.is_empty(),
        "the layers are broken (ARCHITECTURE.md, \"Layers\"):\n{}",
        offending
            .iter()
            .chain(&stale)
            .map(String::as_str)
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// The checker itself finds what it must, and only that.
#[test]
fn the_checker_finds_each_kind_of_violation() {
    let games = vec!["tucana".to_string(), "isla".to_string()];
    let file = |p: &str, t: &str| (p.to_string(), t.to_string());
    let files =
        vec![
        file("src/app/live.rs", "use crate::games::tucana::Card;\n"),
        file("src/store/mod.rs", "fn f() {}\nuse crate::app::Service;\n"),
        file("src/game/mod.rs", "use crate::games::find;\n"),
        file("src/render/mod.rs", "use crate::games::tucana::Game;\n"),
        file(
            "src/app/service.rs",
            "use poise::serenity_prelude as serenity;\n",
        ),
        file("src/games/isla/mod.rs", "use crate::games::tucana::Map;\n"),
        file("src/games/isla/play.rs", "use crate::store::Store;\n"),
        // Allowed: a game in its own folder and the registry; Discord in the adapter; a
        // comment; a longer name.
        file(
            "src/games/tucana/play.rs",
            "use crate::games::tucana::Map;\n",
        ),
        file(
            "src/games/mod.rs",
            "pub use tucana::cli;\nuse crate::games::tucana;\n",
        ),
        file(
            "src/discord/mod.rs",
            "use poise::Command;\nuse crate::discord::limits;\n",
        ),
        file("src/main.rs", "use crate::discord::run;\n"),
        file(
            "src/app/mod.rs",
            "// games::tucana is named here in a comment\n",
        ),
        file("src/app/other.rs", "use crate::my_games::tucana_tools;\n"),
        // A game's id and option names as strings: in its folder, the registry and the
        // aliases only (and an option's name in any game's folder).
        file(
            "src/games/tucana/play.rs",
            "pub const ID: &str = \"tucana\";\nGameOption::new(\n    \"map\",\n",
        ),
        file(
            "src/games/isla/play.rs",
            "pub const ID: &str = \"la-isla\";\nGameOption { key: \"deck\" }\nfn f() { \"map\" }\n",
        ),
        file("src/app/service.rs", "let id = \"la-isla\";\n"),
        file("src/discord/commands/game.rs", "(\"deck\", \"full\") // \"tucana\"\n"),
        file(ALIASES, "const TUCANA: &str = \"tucana\"; (\"map\", m)\n"),
        file("src/games/mod.rs", "Some(\"tucana\") => 1,\n"),
        file("src/app/daily.rs", "let map = \"mapping\"; tucana_id(\"tucana-like\");\n"),
    ];
    let declared = declared_by(&games, &files);
    let found: Vec<String> = violations(&files, &rules(&games, &declared))
        .into_iter()
        .map(|(_, at, name)| format!("{at} {name}"))
        .collect();
    assert_eq!(
        found,
        [
            "src/app/live.rs:1 games::tucana",
            "src/app/service.rs:1 \"la-isla\"",
            "src/app/service.rs:1 poise",
            "src/app/service.rs:1 serenity",
            "src/discord/commands/game.rs:1 \"deck\"",
            "src/game/mod.rs:1 crate::games",
            "src/games/isla/mod.rs:1 games::tucana",
            "src/games/isla/play.rs:1 crate::store",
            "src/render/mod.rs:1 crate::games",
            "src/render/mod.rs:1 games::tucana",
            "src/store/mod.rs:2 crate::app",
        ]
    );
}
