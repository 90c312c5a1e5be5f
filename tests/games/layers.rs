//! The layers stay true: a reading of the source files (nothing is built), failing with every
//! offending `file:line` when a file names what its layer may not know (ARCHITECTURE.md,
//! "Layers"):
//!
//! - a game (`src/games/<g>/`) is named only in its own folder, the registry
//!   (`src/games/mod.rs`) and the games' own commands (`src/discord/commands/aliases.rs`,
//!   which takes a game's id from its folder rather than writing it again);
//! - no Discord type below the adapter: only `src/discord/` and `src/main.rs` name `serenity`,
//!   `poise` or `crate::discord`;
//! - the adapter (`src/discord/`) reaches the store only through the service: it names
//!   neither `crate::store` nor the service's `store()`; nor do the web pages (`src/web/`),
//!   which name no other surface, and which only the bot's process (`src/discord/run.rs`)
//!   and the web tool (`src/cli/web.rs`) start;
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
//! Within the adapter, the commands (`src/discord/commands/`) are its top: they use the rest
//! of the adapter, and the rest names of them only their entry points (`commands::all`, the
//! commands to register, and `commands::handle_component`, the clicks' router), so that no
//! import cycle passes through the commands' folder (see [`adapter_imports`]).
//!
//! And ARCHITECTURE.md stays short (at most [`ARCHITECTURE_LINES`] lines).
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
    (
        "src/discord/outbox/lanes.rs",
        "store()",
        "a unit test reads the events' rows (attempts, failure) to see what the lanes settled; \
         no call of the service tells them",
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
    rules.push(Rule {
        scope: "src/discord/",
        except: vec![],
        forbidden: vec!["crate::store".into(), "store()".into()],
    });
    // The web pages see the service alone: never the store (every access rule is the
    // service's), never another surface.
    rules.push(Rule {
        scope: "src/web/",
        except: vec![],
        forbidden: vec!["crate::store".into(), "store()".into(), "crate::cli".into()],
    });
    // Nothing below the surfaces knows the web pages; the bot's process and the web tool
    // start them.
    rules.push(Rule {
        scope: "src/",
        except: vec![
            "src/web/".into(),
            "src/discord/run.rs".into(),
            "src/cli/web.rs".into(),
            "src/main.rs".into(),
        ],
        forbidden: vec!["crate::web".into()],
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
        // The adapter reaches the store through the service only.
        file(
            "src/discord/lobby.rs",
            "use crate::store::GuildId;\nlet rows = svc.store().games();\nuse crate::app::GuildId;\n",
        ),
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
            "src/discord/lobby.rs:1 crate::store",
            "src/discord/lobby.rs:2 store()",
            "src/game/mod.rs:1 crate::games",
            "src/games/isla/mod.rs:1 games::tucana",
            "src/games/isla/play.rs:1 crate::store",
            "src/render/mod.rs:1 crate::games",
            "src/render/mod.rs:1 games::tucana",
            "src/store/mod.rs:2 crate::app",
        ]
    );
}

/// The longest ARCHITECTURE.md may be: the layers, a move's path, how to add a game and a
/// language; the details are in `docs/`.
const ARCHITECTURE_LINES: usize = 250;

#[test]
fn architecture_md_is_short() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("ARCHITECTURE.md")).expect("ARCHITECTURE.md");
    let lines = text.lines().count();
    assert!(
        lines <= ARCHITECTURE_LINES,
        "ARCHITECTURE.md has {lines} lines, more than {ARCHITECTURE_LINES}: move details to docs/"
    );
}

/// The adapter's imports between its own files, read from the sources: which file names
/// which (through `use crate::discord::…`, `use super::…`, a child module, a name a `use`
/// brought in, or a path written out in the code), and what it names there.
///
/// A path is resolved to the longest module that is a file of the adapter (`a.rs` or
/// `a/mod.rs`); a name `src/discord/mod.rs` re-exports (`pub use data::BotData`) counts as
/// the file it comes from, and a re-export is no import of the file that makes it. An
/// inline module (`mod tests {`) runs to the `}` at its own indentation (the sources are
/// formatted by rustfmt), so that its `super::` is the file itself.
mod adapter_imports {
    use std::collections::{BTreeMap, BTreeSet, HashMap, VecDeque};

    /// The adapter's files.
    pub const ADAPTER: &str = "src/discord/";
    /// The commands: the top of the adapter.
    pub const COMMANDS: &str = "src/discord/commands/";
    /// The file of the commands' entry points, and what the rest of the adapter may name
    /// there: the commands to register and the clicks' router.
    pub const ENTRY_FILE: &str = "src/discord/commands/mod.rs";
    pub const ENTRY_POINTS: &[&str] = &["all", "handle_component"];

    /// One reference of a file to a path.
    struct Ref {
        line: usize,
        /// The module it is written in (the file's, and any inline module's).
        module: Vec<String>,
        path: String,
        /// A `use`, with the name it brings in (none for a glob).
        used_as: Option<Option<String>>,
        /// A `pub use` (any visibility): a re-export.
        public: bool,
    }

    /// One import: `from` names `item` (none: the module itself) of the file `to`, at `line`.
    #[derive(Debug, Clone)]
    pub struct Import {
        pub from: String,
        pub line: usize,
        pub to: String,
        pub item: Option<String>,
        pub path: String,
    }

    /// A file's module path: `src/discord/commands/mod.rs` is `discord::commands`.
    fn module_of(file: &str) -> Vec<String> {
        let rel = file.strip_prefix("src/").unwrap_or(file);
        let rel = rel.strip_suffix(".rs").unwrap_or(rel);
        let mut parts: Vec<String> = rel.split('/').map(str::to_owned).collect();
        if parts.last().is_some_and(|p| p == "mod") {
            parts.pop();
        }
        parts
    }

    fn ident(c: char) -> bool {
        c.is_alphanumeric() || c == '_'
    }

    /// The paths (`a::b::c`) written in a line of code.
    fn paths_in(line: &str) -> Vec<String> {
        let chars: Vec<char> = line.chars().collect();
        let mut out = Vec::new();
        let mut i = 0;
        while i < chars.len() {
            let starts =
                ident(chars[i]) && (i == 0 || !(ident(chars[i - 1]) || chars[i - 1] == ':'));
            if !starts {
                i += 1;
                continue;
            }
            let start = i;
            loop {
                while chars.get(i).is_some_and(|c| ident(*c)) {
                    i += 1;
                }
                let more = chars.get(i) == Some(&':')
                    && chars.get(i + 1) == Some(&':')
                    && chars.get(i + 2).is_some_and(|c| ident(*c));
                if !more {
                    break;
                }
                i += 2;
            }
            let run: String = chars[start..i].iter().collect();
            if run.contains("::") {
                out.push(run);
            }
        }
        out
    }

    /// Whether a line of code starts a `use`: whether it is public, and the rest of it.
    fn use_start(line: &str) -> Option<(bool, &str)> {
        let t = line.trim_start();
        if let Some(rest) = t.strip_prefix("use ") {
            return Some((false, rest));
        }
        let rest = t.strip_prefix("pub")?;
        let rest = match rest.strip_prefix('(') {
            Some(r) => &r[r.find(')')? + 1..],
            None => rest,
        };
        rest.trim_start().strip_prefix("use ").map(|r| (true, r))
    }

    /// The items of a `{…}` list, split at its own commas.
    fn items(list: &str) -> Vec<&str> {
        let (mut depth, mut start, mut out) = (0, 0, Vec::new());
        for (at, c) in list.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    out.push(&list[start..at]);
                    start = at + 1;
                }
                _ => {}
            }
        }
        out.push(&list[start..]);
        out.into_iter().filter(|i| !i.trim().is_empty()).collect()
    }

    /// A `use` tree as its paths, each with the name it brings in (none for a glob; an empty
    /// path is `self`, the tree's head).
    fn use_tree(tree: &str) -> Vec<(String, Option<String>)> {
        let tree = tree.trim();
        if let Some(open) = tree.find('{') {
            let head = tree[..open].trim().trim_end_matches("::").trim();
            let close = tree.rfind('}').unwrap_or(tree.len());
            let mut out = Vec::new();
            for item in items(&tree[open + 1..close]) {
                for (path, name) in use_tree(item) {
                    out.push(match (path.is_empty(), head.is_empty()) {
                        (true, _) => (head.to_owned(), head.rsplit("::").next().map(str::to_owned)),
                        (false, true) => (path, name),
                        (false, false) => (format!("{head}::{path}"), name),
                    });
                }
            }
            return out;
        }
        let (path, alias) = match tree.split_once(" as ") {
            Some((path, alias)) => (path, Some(alias.trim().to_owned())),
            None => (tree, None),
        };
        let mut path: String = path.chars().filter(|c| !c.is_whitespace()).collect();
        if path == "self" {
            return vec![(String::new(), None)];
        }
        if let Some(head) = path.strip_suffix("::self") {
            path = head.to_owned();
        }
        let name = alias.or_else(|| {
            let last = path.rsplit("::").next().unwrap_or_default();
            (last != "*").then(|| last.to_owned())
        });
        vec![(path, name)]
    }

    /// An inline module opened by this line (`mod tests {`): its name and indentation.
    fn inline_module(line: &str) -> Option<(String, usize)> {
        let t = line.trim_start();
        let indent = line.len() - t.len();
        let t = match t.strip_prefix("pub") {
            Some(r) if r.starts_with('(') => r[r.find(')')? + 1..].trim_start(),
            Some(r) if r.starts_with(' ') => r.trim_start(),
            _ => t,
        };
        let name = t.strip_prefix("mod ")?.strip_suffix('{')?.trim();
        (!name.is_empty() && name.chars().all(ident)).then(|| (name.to_owned(), indent))
    }

    /// Every reference a file's code makes to a path.
    fn refs(file: &str, text: &str) -> Vec<Ref> {
        let lines: Vec<&str> = text.lines().map(super::code).collect();
        let mut inline: Vec<(String, usize)> = Vec::new();
        let mut out = Vec::new();
        let mut n = 0;
        while n < lines.len() {
            let line = lines[n];
            if let Some(opened) = inline_module(line) {
                inline.push(opened);
                n += 1;
                continue;
            }
            if inline
                .last()
                .is_some_and(|(_, indent)| line.trim_end() == format!("{}}}", " ".repeat(*indent)))
            {
                inline.pop();
                n += 1;
                continue;
            }
            let mut module = module_of(file);
            module.extend(inline.iter().map(|(name, _)| name.clone()));
            if let Some((public, rest)) = use_start(line) {
                let mut statement = rest.to_owned();
                let mut last = n;
                while !statement.contains(';') && last + 1 < lines.len() {
                    last += 1;
                    statement.push(' ');
                    statement.push_str(lines[last]);
                }
                let statement = statement.split(';').next().unwrap_or_default();
                for (path, name) in use_tree(statement) {
                    out.push(Ref {
                        line: n + 1,
                        module: module.clone(),
                        path,
                        used_as: Some(name),
                        public,
                    });
                }
                n = last + 1;
                continue;
            }
            for path in paths_in(line) {
                out.push(Ref {
                    line: n + 1,
                    module: module.clone(),
                    path,
                    used_as: None,
                    public: false,
                });
            }
            n += 1;
        }
        out
    }

    /// The adapter's imports between its files, for files given as (path from the crate
    /// root, text); the files outside the adapter are ignored.
    pub fn imports(files: &[(String, String)]) -> Vec<Import> {
        let adapter: Vec<&(String, String)> = files
            .iter()
            .filter(|(f, _)| f.starts_with(ADAPTER))
            .collect();
        let by_module: HashMap<Vec<String>, String> = adapter
            .iter()
            .map(|(f, _)| (module_of(f), f.clone()))
            .collect();
        let refs: BTreeMap<&str, Vec<Ref>> = adapter
            .iter()
            .map(|(f, t)| (f.as_str(), refs(f, t)))
            .collect();
        let absolute = |module: &[String],
                        path: &str,
                        names: &HashMap<String, Vec<String>>|
         -> Option<Vec<String>> {
            let segments: Vec<String> = path.split("::").map(str::to_owned).collect();
            let first = segments[0].as_str();
            let mut full: Vec<String> = match first {
                "crate" => Vec::new(),
                "self" => module.to_vec(),
                "super" => module.to_vec(),
                _ => {
                    let mut child = module.to_vec();
                    child.push(first.to_owned());
                    if by_module.contains_key(&child) {
                        module.to_vec()
                    } else {
                        let mut full = names.get(first)?.clone();
                        full.extend(segments[1..].iter().cloned());
                        return Some(full);
                    }
                }
            };
            let mut rest = &segments[..];
            if first == "crate" || first == "self" {
                rest = &rest[1..];
            }
            while rest.first().is_some_and(|s| s == "super") {
                full.pop();
                rest = &rest[1..];
            }
            full.extend(rest.iter().cloned());
            Some(full)
        };
        let no_names = HashMap::new();
        // What each file's `use`s bring in, and what each re-exports.
        let mut names: HashMap<&str, HashMap<String, Vec<String>>> = HashMap::new();
        let mut reexports: HashMap<(String, String), Vec<String>> = HashMap::new();
        for (file, refs) in &refs {
            for r in refs {
                let Some(Some(name)) = &r.used_as else {
                    continue;
                };
                let Some(full) = absolute(&r.module, &r.path, &no_names) else {
                    continue;
                };
                if r.public {
                    reexports.insert((file.to_string(), name.clone()), full.clone());
                }
                names.entry(*file).or_default().insert(name.clone(), full);
            }
        }
        fn resolve(
            full: &[String],
            by_module: &HashMap<Vec<String>, String>,
            reexports: &HashMap<(String, String), Vec<String>>,
            depth: usize,
        ) -> Option<(String, Option<String>)> {
            if full.first().is_none_or(|m| m != "discord") {
                return None;
            }
            (1..=full.len()).rev().find_map(|n| {
                let file = by_module.get(&full[..n])?;
                let item = full.get(n).cloned();
                if let Some(through) = item
                    .as_ref()
                    .and_then(|i| reexports.get(&(file.clone(), i.clone())))
                    .filter(|_| depth < 8)
                {
                    let mut onward = through.clone();
                    onward.extend(full[n + 1..].iter().cloned());
                    if let Some(found) = resolve(&onward, by_module, reexports, depth + 1) {
                        return Some(found);
                    }
                }
                Some((file.clone(), item))
            })
        }
        let mut out = Vec::new();
        for (file, refs) in &refs {
            let names = names.get(file).unwrap_or(&no_names);
            for r in refs.iter().filter(|r| !r.public) {
                let Some(full) = absolute(&r.module, &r.path, names) else {
                    continue;
                };
                let Some((to, item)) = resolve(&full, &by_module, &reexports, 0) else {
                    continue;
                };
                if to != *file {
                    out.push(Import {
                        from: file.to_string(),
                        line: r.line,
                        to,
                        item,
                        path: full.join("::"),
                    });
                }
            }
        }
        out
    }

    /// Every place outside the commands that names something of theirs other than their
    /// entry points (`file:line: names `path``).
    pub fn reaching_into_commands(imports: &[Import]) -> Vec<String> {
        let found: BTreeSet<String> = imports
            .iter()
            .filter(|i| !i.from.starts_with(COMMANDS) && i.to.starts_with(COMMANDS))
            .filter(|i| {
                let entry = i.to == ENTRY_FILE
                    && i.item
                        .as_deref()
                        .is_none_or(|item| ENTRY_POINTS.contains(&item));
                !entry
            })
            .map(|i| format!("{}:{}: names `{}`", i.from, i.line, i.path))
            .collect();
        found.into_iter().collect()
    }

    /// Every import cycle through the commands' folder (taken as one: a cycle may leave it
    /// from one command and come back to another), one per file outside it that both
    /// imports the commands and is reached from them, as its steps (`file:line → file`).
    pub fn cycles_through_commands(imports: &[Import]) -> Vec<String> {
        let node = |f: &str| -> String {
            if f.starts_with(COMMANDS) {
                COMMANDS.to_owned()
            } else {
                f.to_owned()
            }
        };
        // node → node → the first import that makes the step.
        let mut graph: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
        for i in imports {
            let (a, b) = (node(&i.from), node(&i.to));
            if a != b {
                graph
                    .entry(a)
                    .or_default()
                    .entry(b)
                    .or_insert_with(|| format!("{}:{}", i.from, i.line));
            }
        }
        // The shortest way from the commands to every file they reach.
        let mut came_from: BTreeMap<String, Option<String>> = BTreeMap::new();
        came_from.insert(COMMANDS.to_owned(), None);
        let mut queue = VecDeque::from([COMMANDS.to_owned()]);
        while let Some(at) = queue.pop_front() {
            for next in graph.get(&at).into_iter().flat_map(BTreeMap::keys) {
                if !came_from.contains_key(next) {
                    came_from.insert(next.clone(), Some(at.clone()));
                    queue.push_back(next.clone());
                }
            }
        }
        let mut cycles = Vec::new();
        for (file, to) in &graph {
            let Some(back) = to.get(COMMANDS) else {
                continue;
            };
            if !came_from.contains_key(file) {
                continue;
            }
            let mut way = vec![file.clone()];
            while let Some(Some(before)) = came_from.get(way.last().unwrap()) {
                way.push(before.clone());
            }
            way.reverse();
            let mut steps: Vec<String> = way
                .windows(2)
                .map(|w| format!("{} → {}", graph[&w[0]][&w[1]], w[1]))
                .collect();
            steps.push(format!("{back} → {COMMANDS}"));
            cycles.push(steps.join(", "));
        }
        cycles
    }
}

/// Every `.rs` file of the crate's `src/`, as (path from the crate root, text).
fn sources() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), root, &mut files);
    files
}

#[test]
fn the_adapter_names_of_the_commands_only_their_entry_points() {
    let imports = adapter_imports::imports(&sources());
    assert!(imports.len() > 100, "only {} imports read", imports.len());
    let found = adapter_imports::reaching_into_commands(&imports);
    assert!(
        found.is_empty(),
        "outside src/discord/commands/, the adapter names of them only `commands::{}` \
         (ARCHITECTURE.md, \"Layers\"); move what is shared out of the commands:\n{}",
        adapter_imports::ENTRY_POINTS.join("`, `commands::"),
        found.join("\n")
    );
}

#[test]
fn no_import_cycle_passes_through_the_commands() {
    let imports = adapter_imports::imports(&sources());
    let cycles = adapter_imports::cycles_through_commands(&imports);
    assert!(
        cycles.is_empty(),
        "import cycles through src/discord/commands/ (the commands use the rest of the \
         adapter, never the other way):\n{}",
        cycles.join("\n")
    );
}

/// The import reader finds what it must: `use` trees, `super::`, names brought in, paths in
/// the code, re-exports, inline test modules; and the cycles and reaches they make.
#[test]
fn the_import_reader_finds_cycles_and_reaches_into_the_commands() {
    let file = |p: &str, t: &str| (p.to_string(), t.to_string());
    let files = vec![
        file(
            "src/discord/mod.rs",
            "pub mod commands;\npub mod data;\npub use data::BotData;\npub type Error = ();\n",
        ),
        file("src/discord/data.rs", "pub struct BotData;\n"),
        file(
            "src/discord/commands/mod.rs",
            "pub mod shared;\nuse super::{finding::{self, who}, BotData, Error};\n\
             pub fn all() {}\npub fn handle_component() { finding::x(); }\n\
             pub fn display_name() {}\n",
        ),
        file(
            "src/discord/commands/shared/mod.rs",
            "use crate::discord::lobby as l;\nfn f() { l::g(); }\n",
        ),
        // Finding reaches into the commands: a cycle with the commands' mod.rs.
        file(
            "src/discord/finding.rs",
            "fn n() { super::commands::display_name() }\n// super::run::x\n",
        ),
        // Lobby names a command's insides through a name it brought in: a cycle with
        // shared/.
        file(
            "src/discord/lobby.rs",
            "use super::commands;\nfn g() {\n    commands::shared::h();\n}\n",
        ),
        // The entry points, from files the commands do not reach: neither a cycle nor a
        // reach.
        file(
            "src/discord/events.rs",
            "use super::{commands, data::BotData};\nfn e() { commands::handle_component(); }\n",
        ),
        file(
            "src/discord/startup.rs",
            "fn s() { crate::discord::commands::all(); }\n\n#[cfg(test)]\nmod tests {\n    \
             use super::*;\n    use super::super::events;\n}\n",
        ),
    ];
    let imports = adapter_imports::imports(&files);
    let mut seen: Vec<String> = imports
        .iter()
        .map(|i| format!("{}:{} {}", i.from, i.line, i.to))
        .collect();
    seen.sort();
    seen.dedup();
    assert_eq!(
        seen,
        [
            "src/discord/commands/mod.rs:2 src/discord/data.rs",
            "src/discord/commands/mod.rs:2 src/discord/finding.rs",
            "src/discord/commands/mod.rs:2 src/discord/mod.rs",
            "src/discord/commands/mod.rs:4 src/discord/finding.rs",
            "src/discord/commands/shared/mod.rs:1 src/discord/lobby.rs",
            "src/discord/commands/shared/mod.rs:2 src/discord/lobby.rs",
            "src/discord/events.rs:1 src/discord/commands/mod.rs",
            "src/discord/events.rs:1 src/discord/data.rs",
            "src/discord/events.rs:2 src/discord/commands/mod.rs",
            "src/discord/finding.rs:1 src/discord/commands/mod.rs",
            "src/discord/lobby.rs:1 src/discord/commands/mod.rs",
            "src/discord/lobby.rs:3 src/discord/commands/shared/mod.rs",
            "src/discord/startup.rs:1 src/discord/commands/mod.rs",
            "src/discord/startup.rs:6 src/discord/events.rs",
        ]
    );
    assert_eq!(
        adapter_imports::reaching_into_commands(&imports),
        [
            "src/discord/finding.rs:1: names `discord::commands::display_name`",
            "src/discord/lobby.rs:3: names `discord::commands::shared::h`",
        ]
    );
    assert_eq!(
        adapter_imports::cycles_through_commands(&imports),
        [
            "src/discord/commands/mod.rs:2 → src/discord/finding.rs, \
             src/discord/finding.rs:1 → src/discord/commands/",
            "src/discord/commands/shared/mod.rs:1 → src/discord/lobby.rs, \
             src/discord/lobby.rs:1 → src/discord/commands/",
        ]
    );
}
