//! Every player in their language (issue 44), through the fake Discord: a private answer in
//! the interaction's locale, a game's posts in its language (the server's preferred locale
//! by default, or the one `language:` names), turn DMs in the user's language. The
//! expected words are rendered from the catalogs, never written here.

use crate::support;
use support::*;
use tucana::words::{msg, Msg};

/// `msg` in `lang`, from the bot's catalog.
fn say(t: &Table, lang: &str, msg: &Msg) -> String {
    t.data.words.render_in(lang, msg, &[])
}

/// The refusal of `/league info` in a server without a league, as a reader of `lang` reads
/// it.
fn no_league(t: &Table, lang: &str) -> String {
    tucana::discord::errors::capitalize(&say(t, lang, &Msg::new("league-none-here")))
}

/// The `language` option's value for `lang`: the choice's place among `/game new`'s,
/// `/game solo`'s and `/game settings`' (as Discord sends a choice of poise's).
fn choice(lang: &str) -> i64 {
    let order = ["de", "es-ES", "fr", "it", "nl", "pt-BR", "en"];
    order.iter().position(|l| *l == lang).unwrap() as i64
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_answer_is_in_the_interactions_locale() {
    let t = Table::new().await;
    assert_ne!(
        no_league(&t, "de"),
        no_league(&t, "en"),
        "German is not English"
    );
    for (locale, lang) in [
        ("de", "de"),
        ("es-419", "es-ES"),
        ("pt-BR", "pt-BR"),
        ("en-GB", "en"),
        ("ja", "en"),
    ] {
        // The server's language is another: the reader's counts.
        let reply = t
            .command_in(
                (locale, "fr"),
                "league",
                Some("info"),
                &[],
                &alice(),
                CHANNEL_ID,
            )
            .await;
        assert_eq!(
            reply.content().as_deref(),
            Some(no_league(&t, lang).as_str()),
            "{locale}"
        );
    }
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_game_speaks_its_servers_language_unless_told_another() {
    let t = Table::new().await;
    let tucana = tucana::games::find(&"tucana".into()).unwrap();
    // (the server's locale, the `language` chosen, the game's language, its host)
    let cases = [
        ("fr", None, "fr", alice()),
        ("fr", Some("de"), "de", bob()),
        ("es-419", None, "es-ES", carol()),
        ("ja", None, "en", dave()),
    ];
    for (guild_locale, chosen, lang, host) in cases {
        let before = t.fake.threads().len();
        let mut options = vec![opt("game", "tucana")];
        options.extend(chosen.map(|c| opt("language", choice(c))));
        t.command_in(
            ("en-US", guild_locale),
            "game",
            Some("new"),
            &options,
            &host,
            CHANNEL_ID,
        )
        .await;
        let threads = t.fake.threads();
        assert_eq!(threads.len(), before + 1, "{guild_locale} {chosen:?}");
        let thread = t.last_thread();
        let game = t.game_in(thread).await;
        let info = t.service.game_info(&game).await.unwrap();
        assert_eq!(info.settings.language, lang, "{guild_locale} {chosen:?}");
        // The thread's title and its lobby message are the game's.
        let title = say(
            &t,
            lang,
            &msg!(
                "opening-thread-title",
                game = tucana.name(),
                host = &host.name
            ),
        );
        assert_eq!(threads[before]["name"], title.as_str());
        let lobby = t.fake.channel_posts(thread, 1).await.remove(0);
        let (expected, _) = tucana::discord::lobby::lobby_message(&t.data.words, &info, &[]);
        assert_eq!(lobby.content().as_deref(), Some(expected.as_str()));
    }

    // The French game starts: its posts are French, whoever reads them.
    let thread = t.fake.threads()[0]["id"]
        .as_str()
        .unwrap()
        .parse::<u64>()
        .unwrap();
    t.command_in(("de", "fr"), "game", Some("join"), &[], &bob(), thread)
        .await;
    t.command("game", Some("start"), &[], &alice(), thread)
        .await;
    let turn = say(&t, "fr", &msg!("outbox-turn-title", round = 1, turn = 1));
    let post = wait_post(&t.fake, thread, &turn).await;
    let how = say(&t, "fr", &tucana.how_to_move());
    assert!(post.content().unwrap().contains(&how), "{post:?}");
    t.finish().await;
}

/// A game of alice and bob started through the service in a new thread of the test
/// server (English).
async fn started_in_thread(t: &Table) -> u64 {
    let thread = t.fake.add_thread(CHANNEL_ID, GUILD_ID);
    let place = tucana::app::Place {
        guild: GUILD_ID.into(),
        channel: thread.into(),
    };
    let settings = tucana::app::GameSettings::default();
    let host = tucana::app::Actor::new(alice().user(), "alice").on(GUILD_ID.into());
    let info = t.service.create_game(place, &host, settings).await.unwrap();
    let guest = tucana::app::Actor::new(bob().user(), "bob").on(GUILD_ID.into());
    t.service.join(&info.id, &guest).await.unwrap();
    t.service
        .start_game(&info.id, alice().user())
        .await
        .unwrap();
    thread
}

/// What a turn's direct message begins with, in `lang`.
fn your_turn(t: &Table, lang: &str) -> String {
    let said = say(t, lang, &msg!("notice-your-turn", line = "\u{1}"));
    said.split('\u{1}').next().unwrap().to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn turn_dms_are_in_the_language_chosen_else_the_last_interactions() {
    let t = Table::new().await;
    // Alice chooses Dutch (her reply is in her own locale's words, English);
    let options = [opt("dm", true), opt("language", choice("nl"))];
    let reply = t
        .command("game", Some("settings"), &options, &alice(), CHANNEL_ID)
        .await;
    let named = say(
        &t,
        "en",
        &msg!("settings-language", language = Msg::new("language-nl")),
    );
    let text = reply.content().unwrap();
    assert!(text.lines().any(|line| line == named), "{reply:?}");
    // bob chooses nothing, and his Discord speaks German.
    t.command_in(
        ("de", "en-US"),
        "game",
        Some("settings"),
        &[opt("dm", true)],
        &bob(),
        CHANNEL_ID,
    )
    .await;
    assert_ne!(your_turn(&t, "nl"), your_turn(&t, "en"));
    started_in_thread(&t).await;
    for (user, lang) in [(alice(), "nl"), (bob(), "de")] {
        let dm = t.fake.dm_channel(user.id);
        let told = wait_post(&t.fake, dm, &your_turn(&t, lang)).await;
        assert!(told.content().unwrap().starts_with(&your_turn(&t, lang)));
    }
    t.finish().await;
}

/// A league's posts are in its server's language (its `preferred_locale`, as interactions
/// carry it), whatever the language of whoever starts its round.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_leagues_posts_speak_its_servers_language() {
    let t = Table::new().await;
    let french_server = ("en-US", "fr");
    let create = [opt("name", "Ligue"), opt("table_size", 2)];
    t.command_in(
        french_server,
        "league",
        Some("create"),
        &create,
        &alice(),
        CHANNEL_ID,
    )
    .await;
    for user in [alice(), bob()] {
        t.command_in(
            french_server,
            "league",
            Some("join"),
            &[],
            &user,
            CHANNEL_ID,
        )
        .await;
    }
    t.command_in(
        french_server,
        "league",
        Some("round"),
        &[],
        &alice(),
        CHANNEL_ID,
    )
    .await;
    // The round's announcement, up to its draw seed.
    let head = |lang: &str| {
        let msg = msg!(
            "round-announcement",
            league = "Ligue",
            round = 1,
            season = 1,
            seed = "\u{1}"
        );
        let said = say(&t, lang, &msg);
        said.split('\u{1}').next().unwrap().to_owned()
    };
    assert_ne!(head("fr"), head("en"), "French is not English");
    let post = wait_post(&t.fake, CHANNEL_ID, &head("fr")).await;
    assert!(post.content().unwrap().starts_with(&head("fr")), "{post:?}");
    t.finish().await;
}
