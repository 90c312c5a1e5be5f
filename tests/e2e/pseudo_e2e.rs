//! Nothing left in English by mistake (issue 44): a whole game of every game played through
//! the fake Discord in the tests' pseudo-language (`words::PSEUDO`: every catalog message
//! accented and wrapped in `[!! … !!]`), the players' Discord, the server and so the game
//! speaking it. Every text the bot sent a person (posts and their edits, replies, autocomplete,
//! buttons and menus, embeds, thread names, direct messages) and every label of the game's
//! pictures (through their text log) must then come from a catalog: no word of plain
//! English is left, beside the players' names, the games' proper names and the notation a
//! player types. And one whole game in German, its moves typed in German words.

use serde_json::Value;

use crate::support;
use support::*;
use tucana::app::GameStatus;
use tucana::game::{Play, View};
use tucana::words::PSEUDO;

/// `/name sub options` by `user` in `channel`, their Discord and the server speaking
/// `locale`: its private answer.
async fn command(
    t: &Table,
    locale: &str,
    (name, sub): (&str, Option<&str>),
    options: &[Opt],
    user: &TestUser,
    channel: u64,
) -> RecordedRequest {
    t.command_in((locale, locale), name, sub, options, user, channel)
        .await
}

/// The moves `/move` offers `user` in `thread` in `locale`: (label, notation).
async fn move_choices(
    t: &Table,
    locale: &str,
    user: &TestUser,
    thread: u64,
) -> Vec<(String, String)> {
    let options = [opt("move", "")];
    let ix = autocomplete("move", None, &options, "move", user, thread, Some(GUILD_ID))
        .in_locale(locale, locale);
    offered(&t.fake, &ix).await
}

/// A click on `custom_id` of `message` by `user`, whose Discord speaks `locale`.
async fn click(
    t: &Table,
    locale: &str,
    custom_id: &str,
    message: &Value,
    user: &TestUser,
    channel: u64,
) -> RecordedRequest {
    let ix = button(custom_id, message, user, channel, Some(GUILD_ID)).in_locale(locale, locale);
    press(&t.fake, &ix).await
}

/// The labels of every picture of `game` as it stands (each player's view with the moves
/// marked, the step's, the standings), drawn in `lang`.
fn picture_labels(game: &dyn Play, names: &[String], lang: &str) -> Vec<String> {
    let mut views = vec![View::Turn, View::Standings];
    views.extend((0..game.players()).map(|seat| View::Seat { seat, hints: true }));
    let mut labels = Vec::new();
    for view in views {
        let (_, log) = tucana::render::text_log(|| game.picture(view, names, lang));
        labels.extend(log.labels);
    }
    labels
}

/// What a whole game through the fake Discord showed: every text the bot sent (where, what)
/// and the labels of its pictures along the way.
struct Shown {
    /// The game's id.
    game: String,
    texts: Vec<(String, String)>,
    labels: Vec<String>,
    /// Moves typed otherwise than as the notation offered them (in a language's words).
    typed_in_words: usize,
}

/// A game of `kind` from `/game new` to its end, every interaction of alice and bob in
/// `locale` (the server's too): the lobby joined with its button, every move the first that
/// `/move` offers (typed as `typing` writes it), the generic commands and the turn post's
/// buttons once each, a move refused.
async fn whole_game(t: &Table, kind: &str, locale: &str, typing: impl Fn(&str) -> String) -> Shown {
    let from = t.fake.requests().len();
    let (alice, bob) = (alice(), bob());
    let players = [&alice, &bob];
    for user in players {
        let dm = [opt("dm", true)];
        command(t, locale, ("game", Some("settings")), &dm, user, CHANNEL_ID).await;
    }
    let help = [opt("game", kind)];
    command(t, locale, ("game", Some("help")), &help, &alice, CHANNEL_ID).await;
    let new = [opt("game", kind), opt("hints", true)];
    command(t, locale, ("game", Some("new")), &new, &alice, CHANNEL_ID).await;
    let thread = t.last_thread();
    let game = t.game_in(thread).await;
    let lang = tucana::words::language(locale).unwrap();
    let info = t.service.game_info(&game).await.unwrap();
    assert_eq!(
        info.settings.language, lang,
        "the server's language is the game's"
    );
    let lobby = t.fake.channel_posts(thread, 1).await.remove(0);
    let join = lobby
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("lobby:join:"));
    let message = lobby.response.clone().expect("the lobby message");
    click(
        t,
        locale,
        &join.expect("a Join button"),
        &message,
        &bob,
        thread,
    )
    .await;
    command(t, locale, ("game", Some("start")), &[], &alice, thread).await;

    let mut labels = Vec::new();
    let mut typed_in_words = 0;
    let mut once = true;
    for moves in 0.. {
        assert!(moves < 2_000, "{kind}: no end after {moves} moves");
        let view = t.service.view(&game).await.unwrap();
        if view.info.status != GameStatus::Active {
            break;
        }
        let names = view.names();
        if moves % 10 == 0 {
            let engine = view.game.as_deref().expect("a started game");
            labels.extend(picture_labels(engine, &names, lang));
        }
        let mut moved = false;
        // Each in turn first: in a simultaneous step, a player who chose may choose again
        // until everyone has.
        let first = moves % players.len();
        for user in players[first..].iter().chain(&players[..first]) {
            let offered = move_choices(t, locale, user, thread).await;
            let Some((_, notation)) = offered.first() else {
                continue;
            };
            if once {
                once = false;
                commands_once(t, locale, user, thread).await;
            }
            let typed = typing(notation);
            typed_in_words += usize::from(typed != *notation);
            let reply = command(
                t,
                locale,
                ("move", None),
                &[opt("move", typed)],
                user,
                thread,
            )
            .await;
            assert!(reply.content().is_some(), "{kind}: {reply:?}");
            moved = true;
            break;
        }
        if !moved {
            // Nobody has a move to choose: a game of passes (Trails of Tucana's turn with
            // no trail to draw) goes on with /pass.
            for user in players {
                command(t, locale, ("pass", None), &[], user, thread).await;
            }
            let after = t.service.view(&game).await.unwrap();
            assert!(
                after.info.status != GameStatus::Active
                    || after.game.as_ref().map(|g| g.log_len())
                        != view.game.as_ref().map(|g| g.log_len()),
                "{kind}: nobody can move, yet the game goes on"
            );
        }
    }
    // The end: the standings, the scores, the log, the export and the replay.
    drain(&t.service).await;
    let view = t.service.view(&game).await.unwrap();
    let engine = view.game.as_deref().expect("the game");
    labels.extend(picture_labels(engine, &view.names(), lang));
    for sub in ["scores", "log", "status", "export"] {
        command(t, locale, ("game", Some(sub)), &[], &alice, thread).await;
    }
    command(t, locale, ("game", Some("games")), &[], &bob, CHANNEL_ID).await;
    drain(&t.service).await;
    let texts = t.fake.requests()[from..]
        .iter()
        .flat_map(texts_of)
        .collect();
    Shown {
        game,
        texts,
        labels,
        typed_in_words,
    }
}

/// Once in a game, with `user` to move: the generic commands (`/map`, `/hint`, `/undo`
/// with nothing to take back, `/game status`), a move no game reads, and the turn post's
/// buttons.
async fn commands_once(t: &Table, locale: &str, user: &TestUser, thread: u64) {
    for name in ["map", "hint", "undo"] {
        command(t, locale, (name, None), &[], user, thread).await;
    }
    let nonsense = [opt("move", "zz 99 qq")];
    command(t, locale, ("move", None), &nonsense, user, thread).await;
    let route = format!("/channels/{thread}/messages");
    let posts = t.fake.requests_matching(|r| r.is("POST", &route));
    let turn = posts
        .iter()
        .rev()
        .find(|p| p.custom_ids().iter().any(|id| id.starts_with("turn:")));
    if let Some(turn) = turn {
        let message = turn.response.clone().expect("the turn post");
        for id in turn.custom_ids() {
            if id.starts_with("turn:map:") || id.starts_with("turn:hint:") {
                click(t, locale, &id, &message, user, thread).await;
            }
        }
    }
}

/// Every text a person may read in a request the bot sent: message contents, embeds'
/// titles, descriptions, fields, footers and authors, components' labels, placeholders and
/// options, autocomplete choices' labels, modals' titles, thread names; (the route, the
/// text). The commands' registration is the snapshot test's.
fn texts_of(request: &RecordedRequest) -> Vec<(String, String)> {
    let route = request.route();
    if route.starts_with("/applications/") || request.method == "GET" {
        return Vec::new();
    }
    let mut texts = Vec::new();
    if let Some(json) = request.json() {
        collect_texts(&json, None, &mut texts);
    }
    texts
        .into_iter()
        .map(|text| (format!("{} {route}", request.method), text))
        .collect()
}

/// The readable strings of `value` (a payload, or part of one), by their keys.
fn collect_texts(value: &Value, key: Option<&str>, out: &mut Vec<String>) {
    match value {
        Value::String(text) => {
            if matches!(
                key,
                Some("content" | "title" | "description" | "name" | "value" | "label")
                    | Some("placeholder" | "text")
            ) {
                out.push(text.clone());
            }
        }
        Value::Array(items) => items.iter().for_each(|v| collect_texts(v, key, out)),
        Value::Object(fields) => {
            // An autocomplete choice's and a menu option's value is the notation (or an
            // id), which nobody reads as words; an embed field's value is read.
            let choice = fields.contains_key("name") && !fields.contains_key("inline");
            let option = fields.contains_key("label") && fields.contains_key("value");
            for (k, v) in fields {
                let read = match k.as_str() {
                    "value" => !choice && !option,
                    // Ids, addresses, file names and emoji are nobody's words.
                    "custom_id" | "url" | "filename" | "emoji" | "id" | "allowed_mentions" => false,
                    _ => true,
                };
                if read {
                    collect_texts(v, Some(k), out);
                }
            }
        }
        _ => {}
    }
}

/// The words of `text` that are plain English: runs of three ASCII letters or more that are
/// none of `allowed` (the players' names, the games' names, the notation's words), outside
/// mentions and timestamps (`<…>`) and addresses. Code (`…`) is read too: the
/// pseudo-language accents a catalog's commands and moves as well, so plain code is the
/// notation a player typed or one the game offers.
fn plain_english(text: &str, allowed: &[String]) -> Vec<String> {
    let mut cleaned = String::with_capacity(text.len());
    let mut skip_until: Option<char> = None;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if let Some(end) = skip_until {
            if c == end {
                skip_until = None;
            }
            continue;
        }
        match c {
            '<' => skip_until = Some('>'),
            _ if c == 'h' && text_at(&mut chars.clone(), "ttp") => skip_until = Some(' '),
            _ => cleaned.push(c),
        }
    }
    let mut found = Vec::new();
    for word in cleaned.split(|c: char| !c.is_ascii_alphabetic() && !is_accented(c)) {
        if word.len() < 3 || !word.chars().all(|c| c.is_ascii_alphabetic()) {
            continue;
        }
        let lower = word.to_lowercase();
        if !allowed.contains(&lower) {
            found.push(word.to_owned());
        }
    }
    found
}

/// Whether `chars` go on with `rest`.
fn text_at(chars: &mut impl Iterator<Item = char>, rest: &str) -> bool {
    rest.chars().all(|r| chars.next() == Some(r))
}

/// A letter of the pseudo-language's (an accented one) or any other language's: part of a
/// word, so that an accented word is never read as the plain letters around its accents.
fn is_accented(c: char) -> bool {
    c.is_alphabetic() && !c.is_ascii()
}

/// The words a person may read in plain letters in a game of `kind` (its id `game`): the
/// players' names, the game's id, the games' names, the notation's words (the moves as
/// typed), and the proper names of the components, the same in every language: Islas
/// Canarias' islands and its cards' Spanish names (settlers', and `pirata`).
fn allowed_words(kind: &'static dyn tucana::game::Rules, game: &str) -> Vec<String> {
    // `json`: the export's file name (`qcrxc.json`).
    let mut allowed: Vec<String> = ["alice", "bob", game, "json"].map(str::to_owned).to_vec();
    let mut names: Vec<String> = tucana::games::all()
        .iter()
        .map(|r| r.name().to_owned())
        .collect();
    if kind.id() == "islas-canarias" {
        use tucana::games::islas_canarias::data::{settler, IslandId};
        names.extend(IslandId::ALL.iter().map(|i| i.name().to_owned()));
        names.extend((0..=u8::MAX).filter_map(settler).map(|s| s.name.clone()));
        names.push("pirata".to_owned());
    }
    for name in names {
        let name = name.to_lowercase();
        allowed.extend(name.split(|c: char| !c.is_alphabetic()).map(str::to_owned));
    }
    allowed.extend(kind.typed_words().iter().map(|w| w.to_lowercase()));
    allowed
}

/// Each game of the registry, played through in the pseudo-language: no text and no label
/// of plain English.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_played_in_the_pseudo_language_shows_no_plain_english() {
    let mut problems = Vec::new();
    for rules in tucana::games::all() {
        let t = Table::new().await;
        let shown = whole_game(&t, rules.id(), PSEUDO, str::to_owned).await;
        let allowed = allowed_words(*rules, &shown.game);
        assert!(
            shown.texts.len() > 50,
            "{}: {} texts",
            rules.id(),
            shown.texts.len()
        );
        // The figures of the run (`--nocapture`).
        let (texts, labels) = (shown.texts.len(), shown.labels.len());
        eprintln!(
            "{}: {texts} texts, {labels} picture labels checked",
            rules.id()
        );
        for (route, text) in &shown.texts {
            let english = plain_english(text, &allowed);
            if !english.is_empty() {
                problems.push(format!("{} {route}: {english:?} in {text:?}", rules.id()));
            }
        }
        for label in &shown.labels {
            let english = plain_english(label, &allowed);
            if !english.is_empty() {
                problems.push(format!("{} picture: {english:?} in {label:?}", rules.id()));
            }
        }
        t.finish().await;
    }
    problems.sort();
    problems.dedup();
    assert!(
        problems.is_empty(),
        "{} texts:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// The check finds English: a sentence, a word among accented ones, not the names, the
/// notation, mentions or addresses.
#[test]
fn the_check_finds_plain_english_and_leaves_names_and_notation() {
    let tucana = tucana::games::all()[0];
    let allowed = allowed_words(tucana, "qcrxc");
    assert_eq!(
        plain_english("Your turn, alice", &allowed),
        ["Your", "turn"]
    );
    assert_eq!(
        plain_english("[!! Ŧüřñ 2 öƒ bob: skip !!]", &allowed),
        Vec::<String>::new()
    );
    assert_eq!(plain_english("[!! Ŧüřñ played !!]", &allowed), ["played"]);
    assert!(plain_english("<@123> <t:5:R> https://x.example/game/abc", &allowed).is_empty());
    assert!(plain_english("Trails of Tucana · A1-B2", &allowed).is_empty());
}

/// English words that no German sentence has: one of them in a German game's text is a
/// text left in English.
const ENGLISH_ONLY: &[&str] = &[
    "the", "your", "you", "and", "with", "turn", "round", "points", "game", "player", "players",
    "has", "have", "this", "that", "not", "played", "took", "wins", "won", "waiting", "left",
    "next", "card", "cards",
];

/// A whole game of La Isla in German through the fake Discord, each move typed in German
/// words (`passen gelb` for `pass yellow`): it plays to its end, and no text of it is left in
/// English.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_in_german_with_moves_in_german_words() {
    let rules = *tucana::games::all()
        .iter()
        .find(|r| r.id() == "la-isla")
        .unwrap();
    let words = tucana::game::typed::words(rules, "de");
    let in_german = |notation: &str| {
        tucana::game::typed::each_word(notation, |word| {
            let word = word.to_lowercase();
            words
                .iter()
                .find(|(german, canonical)| *canonical == word && *german != word)
                .map(|(german, _)| german.clone())
        })
    };
    let t = Table::new().await;
    let shown = whole_game(&t, rules.id(), "de", in_german).await;
    assert!(
        shown.typed_in_words > 10,
        "{} moves in German words",
        shown.typed_in_words
    );
    let notation: Vec<String> = rules.typed_words().iter().map(|w| w.to_string()).collect();
    let mut problems = Vec::new();
    let all = shown
        .texts
        .iter()
        .map(|(route, text)| (route.as_str(), text));
    for (route, text) in all.chain(shown.labels.iter().map(|l| ("picture", l))) {
        // Code (`tucana replay qcrxc.json`, a move's notation) is no sentence.
        let prose: String = text.split('`').step_by(2).collect::<Vec<_>>().join(" ");
        let english: Vec<&str> = prose
            .split(|c: char| !c.is_alphabetic())
            .filter(|w| {
                let lower = w.to_lowercase();
                ENGLISH_ONLY.contains(&lower.as_str()) && !notation.contains(&lower)
            })
            .collect();
        if !english.is_empty() {
            problems.push(format!("{route}: {english:?} in {text:?}"));
        }
    }
    problems.sort();
    problems.dedup();
    assert!(
        problems.is_empty(),
        "{} texts:\n{}",
        problems.len(),
        problems.join("\n")
    );
    t.finish().await;
}
