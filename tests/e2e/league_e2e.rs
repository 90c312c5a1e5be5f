//! A small league through the real bot against the fake Discord: created, four members
//! join, a round opens two tables (two threads), both games are played to the end through
//! /trail and /pass, then the results, standings and ratings are posted and shown; and the
//! refusals of those who may not manage the league.

use crate::support;

use support::*;
use tucana::app::{ChannelId, GuildId, UserId};
use tucana::app::{GameStatus, Place};

const LEAGUE: &str = "Friday League";

fn text(r: &RecordedRequest) -> String {
    r.content().unwrap_or_default()
}

/// Plays a game to its end: each turn, every player in seat order.
async fn play_to_the_end(t: &Table, game: &str, thread: u64, users: &[TestUser]) {
    for _ in 0..40 {
        let info = t.service.game_info(game).await.unwrap();
        if info.status != GameStatus::Active {
            return;
        }
        for p in &info.players {
            let user = users.iter().find(|u| u.user() == p.player.user).unwrap();
            t.play_turn(game, user, thread).await;
        }
    }
    panic!("game {game} did not end");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_small_league_plays_a_round_and_posts_standings_and_ratings() {
    let t = Table::new().await;
    let players = [alice(), bob(), carol(), dave()];

    // Alice creates the league: tables of two.
    let created = t
        .command(
            "league",
            Some("create"),
            &[opt("name", LEAGUE), opt("table_size", 2)],
            &alice(),
            CHANNEL_ID,
        )
        .await;
    assert!(
        text(&created).contains("League **Friday League** is open"),
        "{created:?}"
    );
    // A second league of that name is refused, politely and privately.
    let dup = t
        .command(
            "league",
            Some("create"),
            &[opt("name", "friday league")],
            &bob(),
            CHANNEL_ID,
        )
        .await;
    assert_eq!(
        text(&dup),
        "This server already has a league called friday league"
    );

    // The league option autocompletes from the server's leagues.
    let ix = autocomplete(
        "league",
        Some("join"),
        &[opt("league", "fri")],
        "league",
        &bob(),
        CHANNEL_ID,
        Some(GUILD_ID),
    );
    t.fake.dispatch_interaction(&ix);
    let choices = t.fake.callback(&ix).await.expect_json();
    assert_eq!(choices["data"]["choices"][0]["value"], LEAGUE);

    // Four members join (the only league of the server needs no name).
    for (i, p) in players.iter().enumerate() {
        let joined = t.command("league", Some("join"), &[], p, CHANNEL_ID).await;
        assert!(
            text(&joined).contains(&format!("You joined **{LEAGUE}** ({} member", i + 1)),
            "{joined:?}"
        );
    }

    // Bob is a member, not an organiser: he may not start a round; the refusal says who may.
    let refused = t
        .command(
            "league",
            Some("round"),
            &[opt("league", LEAGUE)],
            &bob(),
            CHANNEL_ID,
        )
        .await;
    assert_eq!(
        text(&refused),
        "Only the organisers of Friday League (alice) or server admins (Manage Server) can start a round"
    );
    assert!(t.fake.threads().is_empty(), "no table was opened");

    // Alice starts a round: two tables of two, each in its own thread.
    let round = t
        .command("league", Some("round"), &[], &alice(), CHANNEL_ID)
        .await;
    assert!(
        text(&round).contains("Round 1 of **Friday League**: 2 tables opened"),
        "{round:?}"
    );
    let threads: Vec<u64> = t
        .fake
        .threads()
        .iter()
        .map(|c| c["id"].as_str().unwrap().parse().unwrap())
        .collect();
    assert_eq!(threads.len(), 2);
    let announced = wait_post(&t.fake, CHANNEL_ID, "**Friday League — round 1**").await;
    assert!(text(&announced).contains("draw seed"), "{announced:?}");
    let mut games = Vec::new();
    let mut seated = Vec::new();
    for &thread in &threads {
        let place = Place {
            guild: GuildId(GUILD_ID),
            channel: ChannelId(thread),
        };
        let info = t.service.games_in(place).await.unwrap().remove(0);
        assert_eq!(
            info.status,
            GameStatus::Active,
            "the table's game has started"
        );
        assert_eq!(info.players.len(), 2);
        let hello = wait_post(&t.fake, thread, "league game").await;
        for p in &info.players {
            assert!(text(&hello).contains(&format!("<@{}>", p.player.user)));
            seated.push(p.player.user);
        }
        games.push(info.id);
    }
    seated.sort_unstable();
    let mut everyone: Vec<UserId> = players.iter().map(|p| p.user()).collect();
    everyone.sort_unstable();
    assert_eq!(seated, everyone, "every member has a seat");

    // Both games are played to the end through /trail and /pass.
    for (game, &thread) in games.iter().zip(&threads) {
        play_to_the_end(&t, game, thread, &players).await;
        assert_eq!(
            t.service.game_info(game).await.unwrap().status,
            GameStatus::Finished
        );
    }
    drain(&t.service).await;

    // Each thread gets its game's league result: points and ratings.
    for (game, &thread) in games.iter().zip(&threads) {
        let post = wait_post(&t.fake, thread, "counts for season 1").await;
        let body = text(&post);
        assert!(body.contains(&format!("game `{game}`")), "{body}");
        assert!(
            body.contains("league point") && body.contains("rating 0.0 →"),
            "{body}"
        );
    }
    let league = t
        .service
        .league_id(GuildId(GUILD_ID), LEAGUE)
        .await
        .unwrap();
    let table = t.service.league_standings(league, None, 1).await.unwrap();
    assert_eq!((table.total, table.games), (4, 2));
    assert!(table.lines.iter().all(|l| l.rating.is_some()));
    // At tables of two, 1st scores 1 league point (tied 1st too) and 2nd none: points are
    // wins, and each table has at least one winner.
    for l in &table.lines {
        assert_eq!(l.row.points, u64::from(l.row.wins), "{l:?}");
        assert_eq!(l.row.played, 1, "{l:?}");
    }
    assert!(table.lines.iter().map(|l| l.row.wins).sum::<u32>() >= 2);
    // Winners head the table.
    assert!(table.lines[0].row.wins == 1 && table.lines[0].row.position == 1);

    // /league standings: the picture and the text table, with the ratings.
    let standings = t
        .command("league", Some("standings"), &[], &carol(), CHANNEL_ID)
        .await;
    let body = text(&standings);
    assert!(
        body.contains("**Friday League — season 1** (current season)"),
        "{body}"
    );
    for p in &players {
        assert!(body.contains(&p.name), "{} is in the table: {body}", p.name);
    }
    assert!(body.contains("Ratings (skill − 3 × uncertainty)"), "{body}");
    let files = standings.attachments();
    assert!(
        files.len() == 1 && files[0].is_png(),
        "the standings picture"
    );
    // A page button (as the bot would add past one page) redraws the message in place.
    let message = standings.response.clone().expect("the followup message");
    let ix = button(
        &format!("league:page:{league}:1:1"),
        &message,
        &carol(),
        CHANNEL_ID,
        Some(GUILD_ID),
    );
    t.fake.dispatch_interaction(&ix);
    assert_eq!(t.fake.callback(&ix).await.expect_json()["type"], 6);
    let edited = t.fake.original_edit(&ix).await;
    assert!(
        text(&edited).contains("Friday League — season 1"),
        "{edited:?}"
    );

    // A past season that does not exist: a clear, private error.
    let none = t
        .command(
            "league",
            Some("standings"),
            &[opt("season", 3)],
            &carol(),
            CHANNEL_ID,
        )
        .await;
    assert_eq!(
        text(&none),
        "Friday League has no season 3 (it is in season 1)"
    );

    // /league info lists the organiser and the members.
    let info = t
        .command("league", Some("info"), &[], &dave(), CHANNEL_ID)
        .await;
    assert!(
        text(&info).contains("Organisers: <@") && text(&info).contains("Members (4)"),
        "{info:?}"
    );

    // Organisers: only organisers add organisers; then Bob may end the season.
    let no = t
        .command(
            "league",
            Some("organisers add"),
            &[opt("user", &carol())],
            &bob(),
            CHANNEL_ID,
        )
        .await;
    assert!(
        text(&no).starts_with("Only the organisers of Friday League"),
        "{no:?}"
    );
    let yes = t
        .command(
            "league",
            Some("organisers add"),
            &[opt("user", &bob())],
            &alice(),
            CHANNEL_ID,
        )
        .await;
    assert!(text(&yes).contains("now organises"), "{yes:?}");
    let refused = t
        .command("league", Some("season end"), &[], &carol(), CHANNEL_ID)
        .await;
    assert!(text(&refused).contains("(alice, bob)"), "{refused:?}");
    let ended = t
        .command("league", Some("season end"), &[], &bob(), CHANNEL_ID)
        .await;
    assert!(
        text(&ended).contains("Season 1 of **Friday League** is over"),
        "{ended:?}"
    );
    let final_table = wait_post(&t.fake, CHANNEL_ID, "season 1 is over").await;
    assert!(
        text(&final_table).contains("Season 2 has started"),
        "{final_table:?}"
    );
    assert!(final_table.attachments()[0].is_png());
    until("the league's events delivered", || async {
        t.service.pending_league_events(1).await.unwrap().is_empty()
    })
    .await;
    let ended_events = t.service.league_standings(league, None, 1).await.unwrap();
    assert_eq!((ended_events.season.number.0, ended_events.total), (2, 0));

    // A member opens a league game of their own; an unknown league is refused.
    let unknown = t
        .command(
            "game",
            Some("new"),
            &[opt("game", "tucana"), opt("league", "Nope")],
            &dave(),
            CHANNEL_ID,
        )
        .await;
    assert_eq!(text(&unknown), "There is no league called Nope here");
    let opened = t
        .command(
            "game",
            Some("new"),
            &[opt("game", "tucana"), opt("league", LEAGUE)],
            &dave(),
            CHANNEL_ID,
        )
        .await;
    assert!(text(&opened).contains("is open in"), "{opened:?}");
    assert_eq!(t.fake.threads().len(), 3);

    let recompute = tucana::app::recompute_ratings(t.service.store(), league, false)
        .await
        .unwrap();
    assert!(recompute.matches(), "{recompute:?}");
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_organiser_seats_a_substitute_for_a_player_who_left_the_league() {
    let t = Table::new().await;
    t.command(
        "league",
        Some("create"),
        &[opt("name", LEAGUE), opt("table_size", 2)],
        &alice(),
        CHANNEL_ID,
    )
    .await;
    for p in [bob(), carol()] {
        t.command("league", Some("join"), &[], &p, CHANNEL_ID).await;
    }
    t.command("league", Some("round"), &[], &alice(), CHANNEL_ID)
        .await;
    let thread: u64 = t.fake.threads()[0]["id"].as_str().unwrap().parse().unwrap();
    let place = Place {
        guild: GuildId(GUILD_ID),
        channel: ChannelId(thread),
    };
    let game = t.service.games_in(place).await.unwrap().remove(0);
    // Dave joins the league after the draw; Carol leaves it, her game still running.
    t.command("league", Some("join"), &[], &dave(), CHANNEL_ID)
        .await;
    t.command("league", Some("leave"), &[], &carol(), CHANNEL_ID)
        .await;
    let seat = game
        .players
        .iter()
        .position(|p| p.player.user == carol().user())
        .unwrap();

    // Bob plays in the game but does not organise the league: refused, privately.
    let args = [opt("player", &carol()), opt("substitute", &dave())];
    let refused = t
        .command("league", Some("substitute"), &args, &bob(), thread)
        .await;
    assert!(
        text(&refused).starts_with("Only the organisers of Friday League"),
        "{refused:?}"
    );
    let done = t
        .command("league", Some("substitute"), &args, &alice(), thread)
        .await;
    assert!(text(&done).contains("now plays"), "{done:?}");
    let told = wait_post(&t.fake, thread, "takes over").await;
    assert!(
        text(&told).contains(&format!("<@{}>", dave().user())),
        "{told:?}"
    );
    let info = t.service.game_info(&game.id).await.unwrap();
    assert_eq!(info.players[seat].player.user, dave().user());

    // Dave's games list it, with its game's name and his turn first.
    let listed = t
        .command("game", Some("games"), &[], &dave(), CHANNEL_ID)
        .await;
    let body = text(&listed);
    assert!(
        body.contains(&format!("**Trails of Tucana** `{}`", game.id)),
        "{body}"
    );
    assert!(body.contains("your turn") && body.contains(":R>"), "{body}");
    assert!(body.contains(&format!("<#{thread}>")), "{body}");
    // And the `game` option finds it by a player's name.
    let ix = autocomplete(
        "game",
        Some("status"),
        &[opt("game", "bo")],
        "game",
        &dave(),
        CHANNEL_ID,
        Some(GUILD_ID),
    );
    t.fake.dispatch_interaction(&ix);
    let choices = t.fake.callback(&ix).await.expect_json();
    assert_eq!(choices["data"]["choices"][0]["value"], game.id.as_str());
    assert!(
        choices["data"]["choices"][0]["name"]
            .as_str()
            .unwrap()
            .starts_with("Your turn · Trails of Tucana"),
        "{choices}"
    );
}
