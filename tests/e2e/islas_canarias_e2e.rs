//! Islas Canarias through the fake Discord: a game of three people from `/game new` to its
//! end. The islands are chosen in turn; each turn is played with `/move` from what
//! autocomplete offers (the legal steps in the notation of islas-canarias.md §10.4, with
//! what each does), often several steps in one message (`build 24 D2; ship 57`); one turn's
//! deadline passes and its default (§10.3: draw, ship the lowest card) is played and told;
//! the ship's arrivals stop only for a real choice, which mentions whoever must decide and is
//! made with `/move`; the bot is restarted mid-game; the end post has the standings. After
//! every step, no public post names a card hidden at that moment (a hand, a card on the
//! ship, the held-back card), while the player's own replies show their hand.

use std::collections::BTreeSet;

use crate::support;

use support::*;
use tucana::app::GameView;
use tucana::game::ToAct;
use tucana::games::islas_canarias::data::{self, describe, fold};
use tucana::games::islas_canarias::state::{Game, Pending, Phase};

const GAME: &str = "islas-canarias";

/// The engine's state of the game shown in `view`.
fn engine(view: &GameView) -> &Game {
    tucana::game::engine::<Game>(view.game.as_deref().expect("started")).expect("Islas Canarias")
}

/// The cards nobody but their owner may know now: every hand, the cards on the ship (the
/// held-back card first) and the arriving ship's cards not yet revealed; none once the game
/// is over (the held-back card is then shown).
fn hidden(game: &Game) -> BTreeSet<u8> {
    let mut cards: BTreeSet<u8> = game.hands.iter().flatten().copied().collect();
    if !game.is_finished() {
        cards.extend(game.ship.iter().chain(&game.reveal));
    }
    cards
}

/// The words that name a card in a text: its description (`37 cestero (beige: …)`,
/// `60 pirata red`), its number with its name (`37 cestero`, as a build is told) and a
/// settler's name alone (each is the name of one card).
fn words_of(card: u8) -> Vec<String> {
    let mut words = vec![describe(card)];
    if let Some(s) = data::settler(card) {
        words.push(format!("{card} {}", s.name));
        words.push(fold(&s.name));
    }
    words
}

/// Whether `text` names `card` ([`words_of`]); a name counts as a whole word only.
fn names(text: &str, card: u8) -> bool {
    let folded = fold(text);
    words_of(card).iter().any(|w| {
        if w.contains(' ') {
            text.contains(w.as_str())
        } else {
            folded
                .split(|c: char| !c.is_alphanumeric())
                .any(|word| word == w)
        }
    })
}

/// Every public request the fake Discord received, as the text of its JSON body (content,
/// embeds, attachments' names and descriptions): the posts and edits in any channel, and
/// the answers to interactions that are messages without the ephemeral flag (autocomplete's
/// choices are the typing user's alone).
fn public_texts(fake: &FakeDiscord) -> Vec<String> {
    fake.requests_matching(|r| {
        let to_channel =
            r.route().starts_with("/channels/") && matches!(r.method.as_str(), "POST" | "PATCH");
        let message = |r: &RecordedRequest| {
            r.json()
                .is_some_and(|j| matches!(j["type"].as_u64(), Some(4 | 7)))
        };
        let callback = r.route().starts_with("/interactions/") && message(r);
        let followup = r.route().starts_with("/webhooks/") && r.method == "POST";
        to_channel || ((callback || followup) && !r.is_ephemeral())
    })
    .iter()
    .filter_map(|r| r.json().map(|j| j.to_string()))
    .collect()
}

/// Checks that no public text from the `checked`-th on names a card of `secret`; the number
/// of public texts now.
fn check_secrets(fake: &FakeDiscord, checked: usize, secret: &BTreeSet<u8>, when: &str) -> usize {
    let texts = public_texts(fake);
    for text in &texts[checked.min(texts.len())..] {
        for &card in secret {
            assert!(
                !names(text, card),
                "{when}: the hidden card {} is named in public: {text}",
                describe(card)
            );
        }
    }
    texts.len()
}

/// Whether a build's autocomplete line reads `build 24 D2 · apicultor · green, next to river
/// · +1`: the move, the settler, the house's colour and what the area is next to, the gain.
/// A line cut to Discord's 100 characters (ending in `…`) keeps its start.
fn is_build_line(label: &str, value: &str) -> bool {
    let Some(rest) = label.strip_prefix(&format!("{value} · ")) else {
        return false;
    };
    let parts: Vec<&str> = rest.split(" · ").collect();
    let card: u8 = value.split(' ').nth(1).unwrap().parse().unwrap();
    let settler = data::settler(card).unwrap();
    if label.ends_with('…') {
        return parts[0] == settler.name;
    }
    parts.len() == 3
        && parts[0] == settler.name
        && data::Colour::ALL
            .iter()
            .any(|c| parts[1].starts_with(c.name()))
        && parts[2] == "+1"
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_people_from_the_lobby_to_the_end() {
    let mut t = Table::new().await;
    let (thread, game) = t.started_in_thread(GAME, &[opt("turn_hours", 24)]).await;
    let lobby = t.fake.channel_posts(thread, 1).await.remove(0);
    let text = lobby.content().unwrap();
    assert!(text.starts_with("**Islas Canarias** — game"), "{text}");

    let mut checked = 0;
    let (mut steps, mut several, mut decisions, mut timed_out) = (0, 0, 0, false);
    // Done once each: the restart, the refusals, the views of /map.
    let (mut restarted, mut checked_refusals, mut checked_views) = (false, false, false);
    for _ in 0..400 {
        let Some(view) = t.playing(&game).await else {
            break;
        };
        let users = seat_users(&view);
        let state = engine(&view).clone();
        let before = hidden(&state);
        let play_ = view.game.as_deref().unwrap();
        let ToAct::One(seat) = play_.to_act() else {
            panic!("one seat at a time: {:?}", play_.to_act())
        };
        let user = &users[seat];
        let turn = play_.turn();
        let head = format!("round {}, turn {}", turn.round + 1, turn.turn + 1);
        // Whoever is to act, alone, is mentioned: a turn's player or an arrival's decider.
        let post = t.step_post(thread, &view).await;
        let text = post.content().unwrap();
        let others: Vec<&TestUser> = users.iter().filter(|u| u.id != user.id).collect();
        // Another player is offered nothing.
        assert!(t.move_choices(others[0], thread).await.is_empty());
        let offered = t.move_choices(user, thread).await;
        assert!(!offered.is_empty(), "{text}");
        for (label, value) in &offered {
            assert!(label.chars().count() <= 100 && label.starts_with(value.as_str()));
        }

        let at = Mover {
            state: &state,
            seat,
            user,
            other: others[0],
            thread,
        };
        if !checked_refusals && state.phase == Phase::Turn {
            checked_refusals = true;
            refusals(&t, &at).await;
        }
        if !checked_views && state.phase == Phase::Turn && state.round >= 2 {
            checked_views = true;
            views(&t, &at).await;
        }
        if steps == 12 && !restarted {
            // The bot and the service stop and start again on the same database.
            restarted = true;
            drain(&t.service).await;
            t.restart().await;
        }

        match &state.phase {
            Phase::Islands => {
                let (label, value) = &offered[seat % offered.len()];
                assert!(
                    value.starts_with("island ") && label.contains(" · "),
                    "{label}"
                );
                let reply = t.play_move(value, user, thread).await;
                let said = reply.content().unwrap();
                // The player's own reply shows their hand.
                for &card in &state.hands[seat] {
                    assert!(said.contains(&describe(card)), "{said}");
                }
            }
            Phase::Turn if state.round == 2 && !timed_out && state.turn.index == 0 => {
                // This player lets the deadline pass: they draw and ship their lowest card.
                timed_out = true;
                t.clock.set(view.info.deadline.unwrap() + 1);
                t.service.run_due().await;
                let late = wait_post(&t.fake, thread, "Time is up").await;
                let said = late.content().unwrap();
                assert!(said.contains(&user.name) && said.contains("ship"), "{said}");
                drain(&t.service).await;
                let after = t.service.view(&game).await.unwrap();
                let after = engine(&after);
                let shipped = *after.ship.last().unwrap();
                assert_eq!(after.ship.len(), state.ship.len() + 1);
                assert!(
                    after.hands[seat].iter().all(|&c| c > shipped),
                    "the lowest card is shipped: {shipped} of {:?}",
                    after.hands[seat]
                );
                let drew = after.hands[seat].len() + 1 - state.hands[seat].len();
                assert!(drew >= 3, "{drew} cards drawn");
                let line = format!("{} drew {drew} cards", user.name);
                assert!(
                    t.public_posts(thread).iter().any(|p| p.contains(&line)),
                    "{line}"
                );
            }
            Phase::Turn => {
                steps += 1;
                play_turn_step(&t, &state, seat, user, thread, &offered, &mut several).await;
            }
            Phase::Arrival(pending) => {
                // A real choice (§10.1): two areas or more, a colour, two houses or more.
                match *pending {
                    Pending::Area { legal, colour, .. } => {
                        assert!(colour || legal.count_ones() >= 2, "{pending:?}")
                    }
                    Pending::Lose { seat, .. } => assert!(
                        state.board(seat).unwrap().houses.count_ones() >= 2,
                        "{pending:?}"
                    ),
                    Pending::Divert { .. } => assert!(users.len() >= 3),
                }
                assert!(text.contains("arrival"), "{text}");
                decisions += 1;
                let (label, value) = &offered[decisions % offered.len()];
                assert!(
                    ["at ", "as ", "lose ", "divert "]
                        .iter()
                        .any(|w| value.starts_with(w)),
                    "{label}"
                );
                t.play_move(value, user, thread).await;
                let after = t.service.view(&game).await.unwrap();
                assert_ne!(
                    after.game.as_deref().unwrap().turn(),
                    turn,
                    "{value} decided"
                );
            }
            Phase::Over => unreachable!("an active game"),
        }
        drain(&t.service).await;
        // Nothing hidden before or after the step is named in public, but a card that
        // came back from the (public) discard pile in this step.
        let now = t.service.view(&game).await.unwrap();
        let after = hidden(engine(&now));
        let secret: BTreeSet<u8> = after
            .iter()
            .copied()
            .filter(|c| before.contains(c) || state.deck.contains(c))
            .collect();
        checked = check_secrets(&t.fake, checked, &secret, &head);
    }
    assert!(
        restarted && timed_out,
        "restart {restarted}, deadline {timed_out}"
    );
    // The check of secrets reads the public posts: it finds the cards they do name (each
    // settler that arrived or was built, the held-back card at the end).
    let named = public_texts(&t.fake)
        .iter()
        .filter(|text| (1..=data::DECK).any(|c| names(text, c)))
        .count();
    assert!(
        checked > 0 && named > 0,
        "{checked} public texts, {named} naming a card"
    );
    assert!(decisions >= 1, "an arrival waited for a decision");
    assert!(several >= 3, "{several} messages of several steps");
    let end = wait_post(&t.fake, thread, "The game is over").await;
    let text = end.content().unwrap();
    assert!(text.contains("Winner"), "{text}");
    let view = t.service.view(&game).await.unwrap();
    for (s, standing) in view.game.as_deref().unwrap().standings().iter().enumerate() {
        let user = &seat_users(&view)[s];
        assert!(
            text.contains(&format!("{} — {}", user.name, standing.total)),
            "{text}"
        );
    }
    drain(&t.service).await;
    let all = t.public_posts(thread);
    assert!(
        all.iter().any(|p| p.contains("the card held back was")),
        "the held-back card is shown at the end"
    );
    // Arrivals without a real choice did not stop: more settlers came than decisions.
    let arrived = all
        .iter()
        .map(|p| p.matches("from the ship").count())
        .sum::<usize>();
    assert!(
        arrived > decisions,
        "{arrived} settlers, {decisions} decisions"
    );
    eprintln!(
        "{steps} turn messages ({several} of several steps), {arrived} settlers arrived, \
         {decisions} arrival decisions, {checked} public texts checked"
    );
    // No post twice: every step's post once.
    assert_steps_posted_once(&all);
    // The script would tell who put which card on each ship, which the rules keep secret
    // even after the game (islas-canarias.md §10.2): not given, to a player either.
    let player = &seat_users(&view)[0];
    let ix = slash_command("game", Some("export"), &[], player, thread, Some(GUILD_ID));
    let refused = t.answer(&ix).await;
    assert!(refused.attachments().is_empty(), "{refused:?}");
    assert_eq!(
        refused.content().unwrap(),
        "This game's script is not given: in Islas Canarias, it would tell who put which \
         card on each ship, which the rules keep secret even after the game (its replay shows \
         the game as everyone saw it)"
    );
    t.finish().await;
}

/// The seat to act in a step and another player, in the game's thread.
#[derive(Clone, Copy)]
struct Mover<'a> {
    state: &'a Game,
    seat: usize,
    user: &'a TestUser,
    other: &'a TestUser,
    thread: u64,
}

/// One message of a turn: a palace or town when one gains, else action 1 with the ship in
/// the same message (`build 24 D2; ship 57`) or a draw (then, next time, the ship offered).
async fn play_turn_step(
    t: &Table,
    state: &Game,
    seat: usize,
    user: &TestUser,
    thread: u64,
    offered: &[(String, String)],
    several: &mut usize,
) {
    let convert = offered
        .iter()
        .find(|(l, v)| (v.starts_with("palace ") || v.starts_with("town ")) && l.ends_with("+1"));
    let build = offered.iter().find(|(_, v)| v.starts_with("build "));
    let typed = if let Some((_, value)) = convert {
        value.clone()
    } else if state.turn.acted {
        let ship = offered.iter().find(|(_, v)| v.starts_with("ship "));
        let (label, value) = ship.expect("a card to ship");
        assert!(label.contains(" · face down: "), "{label}");
        value.clone()
    } else if let Some((label, value)) = build.filter(|_| state.round % 3 != 1) {
        assert!(is_build_line(label, value), "{label}");
        let card: u8 = value.split(' ').nth(1).unwrap().parse().unwrap();
        match state.hands[seat].iter().filter(|&&c| c != card).min() {
            Some(other) => {
                *several += 1;
                format!("{value}; ship {other}")
            }
            None => value.clone(),
        }
    } else {
        let (label, value) = offered.iter().find(|(_, v)| v == "draw").unwrap();
        assert!(label.contains("cards"), "{label}");
        value.clone()
    };
    let reply = t.play_move(&typed, user, thread).await;
    let said = reply.content().unwrap();
    assert!(
        said.contains("Your hand") && reply.is_ephemeral(),
        "{typed}: {said}"
    );
    // The hand shown is the player's own, as it is now.
    let view = t.service.view(&t.game_in(thread).await).await.unwrap();
    for &card in &engine(&view).hands[seat] {
        assert!(said.contains(&describe(card)), "{typed}: {said}");
    }
}

/// The friendly refusals of `/move`: out of turn, an illegal build, a malformed step list.
async fn refusals(t: &Table, at: &Mover<'_>) {
    let Mover {
        state,
        seat,
        user,
        other,
        thread,
    } = *at;
    let refused = t.play_move("draw", other, thread).await;
    let said = refused.content().unwrap().to_lowercase();
    let name = seat_users(&t.service.view(&t.game_in(thread).await).await.unwrap())[seat]
        .name
        .clone();
    assert!(
        said.contains(&format!("not your turn: it is {name}'s turn")),
        "{said}"
    );
    // A settler of the hand on an area of the island it may not take.
    let board = state.board(seat).unwrap();
    let (card, area) = state.hands[seat]
        .iter()
        .filter_map(|&c| data::settler(c))
        .find_map(|s| {
            let illegal = board.data().areas & !board.legal(s);
            data::areas_of(illegal).next().map(|a| (s.number, a))
        })
        .expect("a settler with an illegal area");
    let typed = format!("build {card} {}", area.label());
    let refused = t.play_move(&typed, user, thread).await;
    let said = refused.content().unwrap().to_lowercase();
    assert!(
        said.contains(&format!(
            "{} is not legal for {card}",
            area.label().to_lowercase()
        )),
        "{said}"
    );
    // A card not in hand.
    let card = (1..=54u8).find(|c| !state.hands[seat].contains(c)).unwrap();
    let refused = t.play_move(&format!("build {card} A1"), user, thread).await;
    let said = refused.content().unwrap().to_lowercase();
    assert!(
        said.contains(&format!("card {card} is not in your hand")),
        "{said}"
    );
    // A step list with a malformed step: nothing is applied.
    let refused = t.play_move("draw; shipp 3", user, thread).await;
    let said = refused.content().unwrap().to_lowercase();
    assert!(said.contains("step 2") && said.contains("shipp"), "{said}");
    let view = t.service.view(&t.game_in(thread).await).await.unwrap();
    assert_eq!(engine(&view).hands, state.hands, "nothing was applied");
    assert!(!engine(&view).turn.acted);
}

/// `/map` of another player and of oneself: only one's own shows one's hand.
async fn views(t: &Table, at: &Mover<'_>) {
    let (state, seat, user, thread) = (at.state, at.seat, at.user, at.thread);
    let other = at.other;
    let theirs = t
        .command("map", None, &[opt("player", other)], user, thread)
        .await;
    let said = theirs.content().unwrap();
    assert!(theirs.attachments().iter().any(|f| f.is_png()), "{said}");
    for &card in &hidden(state) {
        assert!(!names(&said, card), "{said}");
    }
    let mine = t.command("map", None, &[], user, thread).await;
    let said = mine.content().unwrap();
    for &card in &state.hands[seat] {
        assert!(said.contains(&describe(card)), "{said}");
    }
}

/// `/undo` (issue 46) in Islas Canarias' words: an island chosen is taken back at once (an
/// ephemeral reply, the table told) and chosen again; once the next player has chosen, the
/// takeback is refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn undo_takes_an_island_back_until_the_next_player_acts() {
    let t = Table::new().await;
    let (thread, game) = t.started_in_thread(GAME, &[opt("turn_hours", 24)]).await;
    let view = t.service.view(&game).await.unwrap();
    let users = seat_users(&view);
    let seat = view.game.as_deref().unwrap().to_act().seats()[0];
    let user = &users[seat];
    let (_, island) = t.move_choices(user, thread).await.remove(0);
    assert!(island.starts_with("island "), "{island}");
    t.play_move(&island, user, thread).await;
    let text = t.undo(user, thread).await;
    assert!(text.contains("Taken back"), "{text}");
    let view = t.service.view(&game).await.unwrap();
    let chooser = view.game.as_deref().unwrap().to_act();
    assert_eq!(chooser, ToAct::One(seat), "the same player chooses again");
    assert!(engine(&view).board(seat).is_none(), "no island kept");
    let told = format!("{} took back their last message", user.name);
    assert!(t.told(thread, &told).await, "{told}");
    t.play_move(&island, user, thread).await;
    // The next player chooses: the first can no longer take back.
    let view = t.service.view(&game).await.unwrap();
    let next = view.game.as_deref().unwrap().to_act().seats()[0];
    assert_ne!(next, seat);
    t.play_first(&users[next], thread).await;
    let text = t.undo(user, thread).await;
    assert!(text.contains("There is nothing to take back"), "{text}");
    t.finish().await;
}
