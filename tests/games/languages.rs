//! Every language complete: each catalog folder (the core's, every game's, the Discord
//! adapter's, the command line's) has a file per language of `words::LANGUAGES`, and each
//! file gives exactly the messages and attributes of English, each with the same
//! placeables: the variables English uses (every one of them, and no other) and the same
//! references to other messages. A language may add plural variants English lacks (its own
//! plural categories), but not a variable.

use std::collections::{BTreeMap, BTreeSet};

use fluent_bundle::FluentResource;
use fluent_syntax::ast;
use tucana::words::{Source, LANGUAGES};

/// What a message's (or attribute's) pattern refers to: `$variables` and other messages.
#[derive(Debug, Default, PartialEq, Eq)]
struct Placeables {
    variables: BTreeSet<String>,
    messages: BTreeSet<String>,
}

impl Placeables {
    fn pattern(&mut self, pattern: &ast::Pattern<&str>) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                self.expression(expression);
            }
        }
    }

    fn expression(&mut self, expression: &ast::Expression<&str>) {
        match expression {
            ast::Expression::Select { selector, variants } => {
                self.inline(selector);
                for variant in variants {
                    self.pattern(&variant.value);
                }
            }
            ast::Expression::Inline(inline) => self.inline(inline),
        }
    }

    fn inline(&mut self, inline: &ast::InlineExpression<&str>) {
        match inline {
            ast::InlineExpression::VariableReference { id } => {
                self.variables.insert(id.name.to_owned());
            }
            ast::InlineExpression::MessageReference { id, attribute } => {
                let name = match attribute {
                    Some(a) => format!("{}.{}", id.name, a.name),
                    None => id.name.to_owned(),
                };
                self.messages.insert(name);
            }
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for argument in &arguments.positional {
                    self.inline(argument);
                }
                for argument in &arguments.named {
                    self.inline(&argument.value);
                }
            }
            ast::InlineExpression::Placeable { expression } => self.expression(expression),
            _ => {}
        }
    }
}

/// A file's messages: `key` and `key.attribute`, each with its placeables. Junk (text the
/// parser could not read) is a problem of its own.
fn messages(source: &Source) -> Result<BTreeMap<String, Placeables>, String> {
    let resource = FluentResource::try_new(source.ftl.to_owned())
        .map_err(|(_, errors)| format!("{}: not valid Fluent: {errors:?}", source.origin))?;
    let mut found = BTreeMap::new();
    for entry in resource.entries() {
        if let ast::Entry::Message(message) = entry {
            let mut value = Placeables::default();
            if let Some(pattern) = &message.value {
                value.pattern(pattern);
                found.insert(message.id.name.to_owned(), value);
            }
            for attribute in &message.attributes {
                let mut placeables = Placeables::default();
                placeables.pattern(&attribute.value);
                found.insert(
                    format!("{}.{}", message.id.name, attribute.id.name),
                    placeables,
                );
            }
        }
    }
    Ok(found)
}

/// Every catalog folder's files: the core's, each registered game's, the surfaces'.
fn folders() -> Vec<&'static [Source]> {
    let mut folders: Vec<&'static [Source]> = vec![
        tucana::words::CORE,
        tucana::discord::words::SOURCES,
        tucana::cli::words::SOURCES,
        tucana::web::words::SOURCES,
    ];
    for game in tucana::games::all() {
        if !folders.iter().any(|f| std::ptr::eq(*f, game.words())) {
            folders.push(game.words());
        }
    }
    folders
}

/// What is wrong with `lang`'s file against English's, as lines.
fn problems(english: &Source, other: &Source) -> Vec<String> {
    let (en, them) = match (messages(english), messages(other)) {
        (Ok(en), Ok(them)) => (en, them),
        (Err(e), _) | (_, Err(e)) => return vec![e],
    };
    let mut problems = Vec::new();
    for (key, placeables) in &en {
        match them.get(key) {
            None => problems.push(format!("{}: lacks {key}", other.origin)),
            Some(theirs) if theirs != placeables => problems.push(format!(
                "{}: {key} uses {theirs:?}, English {placeables:?}",
                other.origin
            )),
            Some(_) => {}
        }
    }
    for key in them.keys().filter(|k| !en.contains_key(*k)) {
        problems.push(format!("{}: has {key}, which English lacks", other.origin));
    }
    problems
}

#[test]
fn every_language_has_every_message_with_the_same_placeables() {
    let mut all = Vec::new();
    for folder in folders() {
        let english = folder
            .iter()
            .find(|s| s.lang == "en")
            .expect("every folder has English");
        for lang in LANGUAGES.iter().filter(|l| **l != "en") {
            match folder.iter().find(|s| s.lang == *lang) {
                Some(other) => all.extend(problems(english, other)),
                None => all.push(format!("{}: no file in {lang}", english.origin)),
            }
        }
    }
    assert!(
        all.is_empty(),
        "{} problems:\n{}",
        all.len(),
        all.join("\n")
    );
}

#[test]
fn the_check_sees_a_missing_key_a_new_variable_and_an_extra_key() {
    let english = Source {
        lang: "en",
        origin: "en.ftl",
        ftl: "a = one { $n }\nb = two\n    .c = three { other }\n",
    };
    let german = Source {
        lang: "de",
        origin: "de.ftl",
        ftl: "a = eins { $m }\nb = zwei\nd = vier\n",
    };
    let found = problems(&english, &german);
    assert_eq!(found.len(), 3, "{found:#?}");
    assert!(found[0].contains("a uses"), "{found:#?}");
    assert!(found[1].contains("lacks b.c"), "{found:#?}");
    assert!(found[2].contains("has d"), "{found:#?}");
}

/// A catalog file's messages without its comments: what players read.
fn said(source: &Source) -> String {
    let lines = source
        .ftl
        .lines()
        .filter(|l| !l.trim_start().starts_with('#'));
    lines.collect::<Vec<_>>().join("\n")
}

/// The cells of docs/languages.md's glossaries that its catalogs do not have: each table
/// after a `### Glossary: FOLDER` heading gives, in each language's column, a term as that
/// language's file of the folder writes it in a message, not a comment (a trailing ` *`
/// marks a term of our own).
fn glossary_problems(doc: &str, sources: &[&Source]) -> (Vec<String>, BTreeSet<String>) {
    let mut problems = Vec::new();
    let mut folders = BTreeSet::new();
    let mut lines = doc.lines().peekable();
    while let Some(line) = lines.next() {
        let Some(folder) = line.strip_prefix("### Glossary: ") else {
            continue;
        };
        let folder = folder.trim();
        folders.insert(folder.to_owned());
        while lines.peek().is_some_and(|l| l.trim().is_empty()) {
            lines.next();
        }
        let row = |l: &str| -> Vec<String> {
            let l = l.trim().trim_start_matches('|').trim_end_matches('|');
            l.split('|').map(|c| c.trim().to_owned()).collect()
        };
        let Some(header) = lines.next().filter(|l| l.starts_with('|')).map(row) else {
            problems.push(format!("{folder}: no table after its heading"));
            continue;
        };
        lines.next(); // |---|---|
        let mut rows = 0;
        while let Some(l) = lines.next_if(|l| l.starts_with('|')) {
            rows += 1;
            for (lang, cell) in header.iter().zip(row(l)) {
                if !LANGUAGES.contains(&lang.as_str()) {
                    continue;
                }
                let term = cell.trim_end_matches(" *");
                let origin = format!("{folder}/{lang}.ftl");
                let file = sources.iter().find(|s| s.origin == origin);
                match file {
                    None => problems.push(format!("{folder}: no {lang} catalog")),
                    Some(s) if !said(s).contains(term) || term.is_empty() => {
                        problems.push(format!("{folder}: {lang} has no “{term}”"))
                    }
                    Some(_) => {}
                }
            }
        }
        if rows == 0 {
            problems.push(format!("{folder}: an empty glossary"));
        }
    }
    (problems, folders)
}

/// docs/languages.md's glossaries, one for the core and one for each game, say each term as
/// the catalogs do: a translation that changes a term must change the glossary too.
#[test]
fn the_translators_glossary_says_each_term_as_the_catalogs_do() {
    let doc =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/languages.md")).unwrap();
    let sources: Vec<&Source> = folders().into_iter().flatten().collect();
    let (problems, folders) = glossary_problems(&doc, &sources);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    let folder = |s: &Source| s.origin.trim_end_matches("/en.ftl").to_owned();
    let mut wanted = vec![folder(&tucana::words::CORE_EN)];
    wanted.extend(tucana::games::all().iter().map(|g| folder(&g.words()[0])));
    for origin in wanted {
        assert!(folders.contains(&origin), "no glossary of {origin}");
    }
    // The check can fail: a term no catalog has, and a heading with no table.
    let wrong = doc.replacen("| explorer |", "| Entdecker |", 1);
    let wrong = wrong.replacen("| Forscher * |", "| Entdecker * |", 1);
    let (problems, _) = glossary_problems(&wrong, &sources);
    assert!(
        problems.iter().any(|p| p.contains("Entdecker")),
        "{problems:?}"
    );
    let (problems, _) = glossary_problems("### Glossary: src/words\n\nno table", &sources);
    assert_eq!(problems.len(), 1, "{problems:?}");
}
