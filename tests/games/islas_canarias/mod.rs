//! Islas Canarias: a test per rule (islas-canarias.md §2–§9), the worked example of §12 with
//! its exact numbers, and the scripts of §11 ([`scripts`]).
//!
//! Positions are set up by choosing islands with the moves players type, then writing the
//! game's public state (buildings, hands, privileges) directly; a ship's order is given as a
//! script gives it, so that every arrival is exact.

mod bots;
mod pictures;
mod scripts;
mod secrets;
mod words;

use tucana::games::islas_canarias::data::{Area, Colour, IslandId, Privilege};
use tucana::games::islas_canarias::play::english;
use tucana::games::islas_canarias::state::{
    Building, Chance, Drawn, Event, Game, Kind, Pending, Phase, Refused, Setup,
};
use tucana::games::islas_canarias::text;

/// A game of `islands.len()` players, seat `start` first, the deck 1–60 in order, the
/// islands chosen as listed.
fn game_on(islands: &[IslandId], start: usize) -> Game {
    let setup = Setup {
        players: islands.len(),
        start,
        deck: (1..=60).collect(),
    };
    let mut game = Game::new(setup, Chance::Given(Drawn::default())).unwrap();
    for k in 0..islands.len() {
        let seat = (start + k) % islands.len();
        play(&mut game, seat, &format!("island {}", islands[seat].code())).unwrap();
    }
    game
}

/// Plays a typed move; a refusal in English, in the game's words.
fn play(game: &mut Game, seat: usize, typed: &str) -> Result<Vec<Event>, String> {
    let mv = text::parse(seat, typed).map_err(|e| english(&e))?;
    game.apply(&mv).map_err(|e| e.to_string())
}

/// The public lines of the engine's events in English: the seat each is about (none: the
/// table's), and its words.
fn said(events: &[Event]) -> Vec<(Option<usize>, String)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Seat(seat, m) => Some((Some(*seat), english(m))),
            Event::Table(m) => Some((None, english(m))),
            _ => None,
        })
        .collect()
}

fn area(label: &str) -> Area {
    Area::parse(label).unwrap()
}

/// Puts buildings on a seat's island: `"A2 h red, B1 T red"`; the supply follows.
fn build(game: &mut Game, seat: usize, list: &str) {
    for item in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let words: Vec<&str> = item.split_whitespace().collect();
        let kind = match words[1] {
            "h" => Kind::House,
            "P" => Kind::Palace,
            "T" => Kind::Town,
            other => panic!("{other}"),
        };
        let colour = Colour::parse(words[2]).unwrap();
        game.state.boards[seat]
            .as_mut()
            .unwrap()
            .place(area(words[0]), Building { kind, colour });
        game.state.supply[kind as usize][colour.index()] -= 1;
    }
}

/// Gives a privilege to a seat.
fn give(game: &mut Game, privilege: Privilege, seat: Option<usize>) {
    game.state.privileges[privilege.colour().index()] = seat;
}

/// Makes the last turn of the round end with `ship order[0]`, the ship holding the rest,
/// and the ship arriving in `order`.
fn arrive(game: &mut Game, order: &[u8]) -> Result<Vec<Event>, String> {
    let n = game.players();
    let last = (game.start + n - 1) % n;
    game.state.chance = Chance::Given(Drawn {
        reshuffles: vec![],
        ships: vec![order.to_vec()],
    });
    game.state.used = (0, 0);
    game.state.phase = Phase::Turn;
    game.state.actor = last;
    game.state.turn.index = n - 1;
    game.state.turn.acted = true;
    game.state.turn.shipped = false;
    game.state.ship = order[1..].to_vec();
    game.state.hands[last].push(order[0]);
    play(game, last, &format!("ship {}", order[0]))
}

/// Starts a fresh turn for `seat` (the card condition judged now).
fn turn_of(game: &mut Game, seat: usize, hand: &[u8]) {
    game.state.hands[seat] = hand.to_vec();
    let n = game.players();
    game.state.start = seat;
    game.state.actor = seat;
    game.state.phase = Phase::Turn;
    game.state.turn.index = 0;
    game.state.turn.acted = false;
    game.state.turn.shipped = false;
    game.state.turn.forced = hand.len() <= 1 || hand.iter().all(|&c| c > 54);
    let _ = n;
}

fn scores(game: &Game) -> Vec<u32> {
    (0..game.players()).map(|s| game.score(s)).collect()
}

use IslandId::{FV, GC, LG, LP, LZ, TF};

/// A message of nothing, or of spaces, is refused in words, not a panic (found by
/// `conformance::moves`' fuzz).
#[test]
fn an_empty_message_is_refused() {
    for typed in ["", "   ", " ; draw"] {
        assert!(text::parse(0, typed).is_err(), "{typed:?}");
    }
}

#[test]
fn set_up_deals_five_cards_each_and_one_to_the_ship() {
    for (n, left) in [(2, 49), (3, 44), (4, 39), (5, 34)] {
        let game = Game::from_seed(9, n).unwrap();
        assert_eq!(game.deck.len(), left);
        assert!(game.hands.iter().all(|h| h.len() == 5));
        assert_eq!(game.ship.len(), 1);
        assert_eq!(game.phase, Phase::Islands);
        assert_eq!(game.to_act(), Some(game.setup.start));
    }
    assert!(Game::from_seed(9, 1).is_err());
    assert!(Game::from_seed(9, 6).is_err());
    // Hands in turn order from the first start player: seat 1 takes cards 1–5.
    let mut game = Game::new(
        Setup {
            players: 3,
            start: 1,
            deck: (1..=60).collect(),
        },
        Chance::Given(Drawn::default()),
    )
    .unwrap();
    assert_eq!(game.hands[1], [1, 2, 3, 4, 5]);
    assert_eq!(game.hands[0], [11, 12, 13, 14, 15]);
    assert_eq!(game.ship, [16]);
    // Islands in turn order; a taken island is refused; the default is the first free.
    assert_eq!(
        play(&mut game, 0, "island TF").unwrap_err(),
        "player 2 chooses an island now"
    );
    play(&mut game, 1, "island TF").unwrap();
    assert_eq!(play(&mut game, 2, "island tf").unwrap_err(), "TF is taken");
    play(&mut game, 2, "timeout").unwrap();
    assert_eq!(game.board(2).unwrap().island, GC);
    play(&mut game, 0, "island LG").unwrap();
    assert_eq!(
        (game.round, game.phase.clone(), game.to_act()),
        (1, Phase::Turn, Some(1))
    );
}

#[test]
fn next_to_is_orthogonal_and_counts_every_kind_of_building() {
    let mut game = game_on(&[TF, GC], 0);
    build(&mut game, 0, "D3 T blue");
    let board = game.board(0).unwrap();
    // D3's neighbouring areas D2, D4, E3 (C3 is village); diagonals never.
    assert_eq!(
        board.next_to_colour(Colour::Blue),
        [area("D2"), area("D4"), area("E3")]
            .iter()
            .map(|a| a.bit())
            .sum::<u64>()
    );
    // A river side does not split areas: D3|D4 is a river, D4 is still next to D3.
    assert!(board.data().rivers.contains(&(area("D3"), area("D4"))));
    // Coast counts the grid's edge and sea cells: A2 (edge), C6 (edge); B4 is inland.
    let coast = board.data().next_to[0];
    assert!(coast & area("A2").bit() != 0 && coast & area("B4").bit() == 0);
}

#[test]
fn priorities_fall_through_to_the_first_offered_then_anywhere() {
    // The reaper (46 segador, red: farmland green beige village), the rulebook's example:
    // no empty area next to farmland, no green, no beige: next to the village.
    let mut game = game_on(&[TF, GC], 0);
    build(
        &mut game,
        0,
        "B5 h red, C4 h red, C6 h red, D4 h red, E5 h red, E6 h red",
    );
    turn_of(&mut game, 0, &[46, 1, 2]);
    let board = game.board(0).unwrap();
    let legal = board.legal(tucana::games::islas_canarias::data::settler(46).unwrap());
    // Next to TF's village: B2 C1 C4 D2 D3, C4 built.
    let want: u64 = ["B2", "C1", "D2", "D3"].iter().map(|a| area(a).bit()).sum();
    assert_eq!(legal, want);
    let e = play(&mut game, 0, "build segador A2").unwrap_err();
    assert!(
        e.starts_with("A2 is not legal for 46 segador: legal are B2 C1 D2 D3"),
        "{e}"
    );
    play(&mut game, 0, "build segador D2").unwrap();
    assert_eq!(
        game.board(0).unwrap().at(area("D2")).unwrap().colour,
        Colour::Red
    );
    assert_eq!(game.discard, [46]);
    // With nothing offered at all, any empty area is legal.
    let mut full = game_on(&[TF, GC], 0);
    let s = tucana::games::islas_canarias::data::settler(17).unwrap(); // village blue
    let mut b = full.board(0).unwrap().clone();
    for a in ["B2", "C1", "C4", "D2", "D3"] {
        b.place(
            area(a),
            Building {
                kind: Kind::House,
                colour: Colour::Red,
            },
        );
    }
    assert_eq!(b.legal(s), b.empty());
    full.state.boards[0] = Some(b);
}

#[test]
fn the_forced_draw_and_its_reasons() {
    let mut game = game_on(&[TF, GC], 0);
    // One card at the turn's start: must draw.
    turn_of(&mut game, 0, &[1]);
    assert_eq!(
        play(&mut game, 0, "build 1 A3").unwrap_err(),
        "you must draw: at the start of your turn you had 0 or 1 card or only pirates"
    );
    // Only pirates.
    turn_of(&mut game, 0, &[55, 56]);
    assert!(play(&mut game, 0, "build 55 A3").is_err());
    // A pirate never builds, even when not forced.
    turn_of(&mut game, 0, &[55, 1]);
    assert_eq!(
        play(&mut game, 0, "build 55 A3").unwrap_err(),
        "a pirate never builds"
    );
    // No house in the supply (C6): draw, unless a conversion first returns houses (C25).
    turn_of(&mut game, 0, &[1, 2, 3]);
    build(&mut game, 0, "A2 h red, A3 h red");
    game.state.supply[Kind::House as usize] = [0; 6];
    assert!(play(&mut game, 0, "build 1 A4")
        .unwrap_err()
        .contains("you must draw"));
    play(&mut game, 0, "palace A2 A3 on A2; build 1 A3; ship 2").unwrap();
    assert_eq!(
        game.board(0).unwrap().at(area("A3")).unwrap().colour,
        Colour::Red,
        "substituted"
    );
    // Drawing takes 3 cards; the card put on the ship leaves the hand.
    let mut game = game_on(&[TF, GC], 0);
    turn_of(&mut game, 0, &[1, 2]);
    let deck = game.deck.len();
    play(&mut game, 0, "draw").unwrap();
    assert_eq!((game.hands[0].len(), game.deck.len()), (5, deck - 3));
    assert_eq!(
        play(&mut game, 0, "draw").unwrap_err(),
        "you have taken action 1 already"
    );
    play(&mut game, 0, "ship 2").unwrap();
    assert!(!game.hands[0].contains(&2));
    assert_eq!(game.to_act(), Some(1));
}

#[test]
fn a_refused_step_leaves_the_whole_message_unapplied() {
    let mut game = game_on(&[TF, GC], 0);
    turn_of(&mut game, 0, &[1, 2, 3]);
    let before = game.hands[0].clone();
    assert!(play(&mut game, 0, "draw; ship 99").is_err());
    assert_eq!(game.hands[0], before);
    assert!(!game.turn.acted);
}

#[test]
fn palaces_and_towns_from_houses_of_one_colour() {
    let mut game = game_on(&[TF, GC], 0);
    build(
        &mut game,
        0,
        "A2 h red, A3 h red, A4 h red, A5 h blue, B1 P red",
    );
    turn_of(&mut game, 0, &[1, 2, 3]);
    assert_eq!(game.score(0), 3 + 1 + 3);
    assert!(play(&mut game, 0, "palace A4 A5 on A4")
        .unwrap_err()
        .contains("one colour"));
    assert!(play(&mut game, 0, "palace A2 B1 on A2")
        .unwrap_err()
        .contains("B1 holds none of your houses"));
    assert!(play(&mut game, 0, "palace A2 A3 on A4")
        .unwrap_err()
        .contains("`on` must be one"));
    play(&mut game, 0, "town A2 A3 A4 on A3").unwrap();
    let b = game.board(0).unwrap();
    assert_eq!(
        b.at(area("A3")),
        Some(Building {
            kind: Kind::Town,
            colour: Colour::Red
        })
    );
    assert_eq!((b.at(area("A2")), b.at(area("A4"))), (None, None));
    // 1 blue house, red: palace 3 + town 5 (§6.1).
    assert_eq!(game.score(0), 1 + 3 + 5);
    assert_eq!(
        game.supply[Kind::House as usize][Colour::Red.index()],
        8 - 3 + 3
    );
    // The rulebook's scoring example: 4 houses + 2 red palaces (3 + 2) + orange palace 3 +
    // green town 5 = 17.
    let mut g = game_on(&[TF, GC], 0);
    build(
        &mut g,
        1,
        "A3 h red, A4 h red, A5 h blue, B1 h brown, B2 P red, B4 P red, B5 P orange, B6 T green",
    );
    assert_eq!(g.score(1), 17);
}

#[test]
fn out_of_stock_pieces_take_another_colour() {
    let mut game = game_on(&[TF, GC], 0);
    turn_of(&mut game, 0, &[1, 2, 3]);
    game.state.supply[Kind::House as usize][Colour::Orange.index()] = 0;
    // Pescador (orange) with orange out: the builder names a colour in stock.
    let e = play(&mut game, 0, "build 1 A3").unwrap_err();
    assert!(
        e.starts_with("no orange house left: say which colour"),
        "{e}"
    );
    assert!(
        play(&mut game, 0, "build 2 A3 as green").is_err(),
        "2 alfarero needs brown"
    );
    play(&mut game, 0, "build 1 A3 as blue").unwrap();
    assert_eq!(
        game.board(0).unwrap().at(area("A3")).unwrap().colour,
        Colour::Blue
    );
    // `as` with the colour in stock is refused.
    let mut game = game_on(&[TF, GC], 0);
    turn_of(&mut game, 0, &[1, 2, 3]);
    assert!(play(&mut game, 0, "build 1 A3 as blue")
        .unwrap_err()
        .contains("only for a colour out of stock"));
    // One colour left: taken without asking.
    game.state.supply[Kind::House as usize] = [0, 0, 0, 0, 0, 1];
    play(&mut game, 0, "build 1 A3").unwrap();
    assert_eq!(
        game.board(0).unwrap().at(area("A3")).unwrap().colour,
        Colour::Red
    );
}

#[test]
fn the_deck_is_reshuffled_only_when_a_card_must_be_drawn() {
    let mut game = game_on(&[TF, GC], 0);
    turn_of(&mut game, 0, &[1, 2]);
    game.state.deck = vec![30];
    game.state.discard = vec![40, 41, 42];
    game.state.chance = Chance::Given(Drawn {
        reshuffles: vec![vec![42, 40, 41]],
        ships: vec![],
    });
    play(&mut game, 0, "draw").unwrap();
    // 30 from the old deck, then the new deck's top two: 42 and 40.
    assert_eq!(game.hands[0], [1, 2, 30, 42, 40]);
    assert_eq!(game.deck, [41]);
    assert!(game.discard.is_empty());
    assert_eq!(game.drawn.reshuffles, [vec![42, 40, 41]]);
    // A given reshuffle that is not the discard pile is a chance error.
    let mut game = game_on(&[TF, GC], 0);
    turn_of(&mut game, 0, &[1, 2]);
    game.state.deck = vec![];
    game.state.discard = vec![40, 41];
    game.state.chance = Chance::Given(Drawn {
        reshuffles: vec![vec![40, 43]],
        ships: vec![],
    });
    let mv = text::parse(0, "draw").unwrap();
    assert!(matches!(game.apply(&mv), Err(Refused::Chance(_))));
    // Deck and discard pile both empty: the draw stops short, the hand may stay empty and
    // action 2 is skipped (C7, C26): the turn ends.
    let mut game = game_on(&[TF, GC], 0);
    turn_of(&mut game, 0, &[]);
    game.state.deck.clear();
    game.state.discard.clear();
    play(&mut game, 0, "draw").unwrap();
    assert_eq!(game.to_act(), Some(1));
}

#[test]
fn draw5_and_extra_card() {
    let mut game = game_on(&[TF, GC], 0);
    turn_of(&mut game, 0, &[1, 2]);
    give(&mut game, Privilege::Draw5, Some(0));
    play(&mut game, 0, "draw").unwrap();
    assert_eq!(game.hands[0].len(), 7);
    // extra_card: one more after action 1, after a build too.
    let mut game = game_on(&[TF, GC], 0);
    turn_of(&mut game, 0, &[1, 2, 3]);
    give(&mut game, Privilege::ExtraCard, Some(0));
    play(&mut game, 0, "build 1 A3").unwrap();
    assert_eq!(game.hands[0].len(), 3);
    // build_anywhere: any empty area in one's own turn.
    let mut game = game_on(&[TF, GC], 0);
    turn_of(&mut game, 0, &[1, 2, 3]);
    assert!(play(&mut game, 0, "build 1 F4").is_err());
    give(&mut game, Privilege::BuildAnywhere, Some(0));
    play(&mut game, 0, "build 1 F4").unwrap();
}

#[test]
fn mixed_palace_takes_the_colour_of_the_on_house() {
    let mut game = game_on(&[TF, GC], 0);
    build(&mut game, 0, "A2 h red, A3 h blue");
    turn_of(&mut game, 0, &[1, 2, 3]);
    assert!(play(&mut game, 0, "palace A2 A3 on A3").is_err());
    give(&mut game, Privilege::MixedPalace, Some(0));
    play(&mut game, 0, "palace A2 A3 on A3").unwrap();
    assert_eq!(
        game.board(0).unwrap().at(area("A3")),
        Some(Building {
            kind: Kind::Palace,
            colour: Colour::Blue
        })
    );
}

#[test]
fn privileges_are_taken_at_three_and_pass_only_to_strictly_more() {
    let mut game = game_on(&[TF, GC, LZ], 0);
    build(&mut game, 0, "A2 h red, A3 h red");
    build(&mut game, 1, "A3 h red, A4 h red");
    turn_of(&mut game, 0, &[46, 47, 48]);
    // Ana builds a third red house: 3 points, the single leader: pirate_shield.
    let events = play(&mut game, 0, "build 48 B5").unwrap();
    assert_eq!(game.holder(Privilege::PirateShield), Some(0));
    assert!(
        said(&events).contains(&(Some(0), "takes the red privilege (pirate shield)".into())),
        "the privilege told in words: {events:?}"
    );
    // Ben reaches 3 too: a tie does not pass it.
    build(&mut game, 1, "A5 h red");
    turn_of(&mut game, 1, &[47, 49, 50]);
    play(&mut game, 1, "palace A3 A4 on A3").unwrap(); // red: palace 3 + house 1 = 4 > 3
    assert_eq!(game.holder(Privilege::PirateShield), Some(1));
    // Two players above the holder with equal points: back to the table.
    let mut game = game_on(&[TF, GC, LZ], 0);
    build(&mut game, 0, "A2 P blue");
    build(&mut game, 1, "A3 P blue, A4 h blue");
    build(&mut game, 2, "A2 P blue");
    give(&mut game, Privilege::BuildAnywhere, Some(0));
    turn_of(&mut game, 2, &[28, 29, 30]);
    let events = play(&mut game, 2, "build 28 B2").unwrap(); // Cleo 4 = Ben 4 > Ana 3
    assert_eq!(game.holder(Privilege::BuildAnywhere), None);
    assert!(
        said(&events).contains(&(
            None,
            "the blue privilege (build anywhere) goes back to the table".into()
        )),
        "{events:?}"
    );
    // The holder keeps it when its points fall below 3 and nobody has more.
    let mut game = game_on(&[TF, GC], 0);
    build(&mut game, 0, "A2 h green");
    give(&mut game, Privilege::MixedPalace, Some(0));
    turn_of(&mut game, 1, &[1, 2, 3]);
    play(&mut game, 1, "build 1 B5").unwrap();
    assert_eq!(game.holder(Privilege::MixedPalace), Some(0));
}

#[test]
fn a_settler_chooses_by_priority_and_ties_stay_unless_the_ties_holder_is_among_them() {
    // 11 leñador (brown: brown green coast farmland). Two players on LZ and LP? One island
    // each: TF (coast 15) and LG (coast 15): brown and green nobody offers; coast 15 – 15:
    // a tie; farmland TF 6, LG 7: LG.
    let mut game = game_on(&[TF, LG], 0);
    arrive(&mut game, &[1, 11]).unwrap();
    let lg = game.board(1).unwrap();
    assert_eq!(
        lg.built.count_ones(),
        0,
        "seven legal areas: LG's owner is asked"
    );
    assert!(matches!(
        game.phase,
        Phase::Arrival(Pending::Area {
            seat: 1,
            card: 11,
            ..
        })
    ));
    // Chosen on farmland, it builds next to the first priority LG offers: the coast (§5.3).
    assert!(play(&mut game, 1, "at C4")
        .unwrap_err()
        .starts_with("C4 is not legal"));
    play(&mut game, 1, "at C1").unwrap();
    assert_eq!(
        game.board(1).unwrap().at(area("C1")).unwrap().colour,
        Colour::Brown
    );
    // With the ties holder among the tied on coast, it goes to them at once.
    let mut game = game_on(&[TF, LG], 0);
    give(&mut game, Privilege::Ties, Some(0));
    arrive(&mut game, &[1, 11]).unwrap();
    assert!(matches!(
        game.phase,
        Phase::Arrival(Pending::Area { seat: 0, .. })
    ));
    // A tie left after the last priority: the settler builds nowhere (C12).
    // 17 guarnicionero (brown: village blue) on two TF-like counts: TF village 5 and FV
    // village 5; no blue anywhere: nowhere.
    let mut game = game_on(&[TF, FV], 0);
    arrive(&mut game, &[1, 17]).unwrap();
    assert_eq!(
        game.board(0).unwrap().built | game.board(1).unwrap().built,
        0
    );
    assert!(game.discard.contains(&17));
    assert_eq!(game.ship, [1], "the first card is held back");
}

#[test]
fn pirates_take_a_house_from_the_leader_of_their_colour() {
    // Unowned blue: the players with the most blue points (at least 1) lose a house each.
    let mut game = game_on(&[TF, GC, LZ], 0);
    build(&mut game, 0, "A2 h blue, A3 h red");
    build(&mut game, 1, "A3 h blue");
    build(&mut game, 2, "A2 P green");
    arrive(&mut game, &[1, 58]).unwrap();
    // Ana has two houses: asked; Ben one: removed at once after her.
    assert!(matches!(
        game.phase,
        Phase::Arrival(Pending::Lose { seat: 0, .. })
    ));
    play(&mut game, 0, "lose A3").unwrap();
    assert_eq!(scores(&game), [1, 0, 3]);
    assert!(game.discard.contains(&58));
    // Nobody with points in the colour: no victim (C16). A palace is never taken.
    let mut game = game_on(&[TF, GC], 0);
    build(&mut game, 0, "A2 P orange");
    arrive(&mut game, &[1, 60]).unwrap();
    assert_eq!(scores(&game), [3, 0]);
    // The holder of the colour's privilege is the one victim; with no house, no loss.
    let mut game = game_on(&[TF, GC], 0);
    build(&mut game, 0, "A2 P orange");
    build(&mut game, 1, "A3 h orange");
    give(&mut game, Privilege::Ties, Some(0));
    arrive(&mut game, &[1, 55]).unwrap();
    assert_eq!(scores(&game), [3, 1]);
}

#[test]
fn the_shield_diverts_every_attack_to_another_player() {
    // Three players: the holder chooses; the target may be a victim already (two houses).
    let mut game = game_on(&[TF, GC, LZ], 0);
    build(&mut game, 0, "A2 h blue, A3 h red");
    build(&mut game, 1, "A3 h blue, A4 h red, A5 h red");
    build(&mut game, 2, "A2 h green");
    give(&mut game, Privilege::PirateShield, Some(0));
    arrive(&mut game, &[1, 58]).unwrap();
    assert!(matches!(
        game.phase,
        Phase::Arrival(Pending::Divert { seat: 0, .. })
    ));
    assert_eq!(
        play(&mut game, 0, "divert 0").unwrap_err(),
        "divert the attack to another player, not yourself"
    );
    // Through the interface, autocomplete offers the others by name, and what it offers
    // is read back as that seat.
    let names = ["Ana", "Ben", "Cleo"].map(String::from);
    let table = tucana::game::Engine::boxed(game.clone());
    let offered: Vec<String> = table
        .legal_moves_named(0, &names)
        .into_iter()
        .map(|l| l.listed(english))
        .collect();
    assert_eq!(scores(&game)[1..], [3, 1]);
    assert_eq!(
        offered,
        [
            "divert Ben · Ben (3 points) loses a house instead",
            "divert Cleo · Cleo (1 point) loses a house instead",
        ]
    );
    assert_eq!(
        table.parse_named(0, "divert cleo", &names),
        table.parse(0, "divert 2")
    );
    assert!(table.parse(0, "divert 2").is_ok());
    let events = play(&mut game, 0, "divert 1").unwrap();
    assert!(
        said(&events).contains(&(
            Some(0),
            "diverts the attack to player 2 (pirate shield)".into()
        )),
        "the player diverted to counted from 1: {events:?}"
    );
    assert!(matches!(
        game.phase,
        Phase::Arrival(Pending::Lose { seat: 1, .. })
    ));
    play(&mut game, 1, "lose A4").unwrap();
    play(&mut game, 1, "lose A3").unwrap();
    assert_eq!(scores(&game), [2, 1, 1]);
    // Two players: the attack goes to the other at once; its default is the highest score.
    let mut game = game_on(&[TF, GC], 0);
    build(&mut game, 0, "A2 h red");
    build(&mut game, 1, "A3 h blue");
    give(&mut game, Privilege::PirateShield, Some(0));
    arrive(&mut game, &[1, 60]).unwrap();
    assert_eq!(scores(&game), [1, 0]);
    let mut game = game_on(&[TF, GC, LZ], 0);
    build(&mut game, 1, "A3 h blue");
    build(&mut game, 2, "A2 h blue, A3 h blue");
    assert_eq!(game.default_divert(0), 2);
    assert_eq!(game.default_divert(1), 2);
    build(&mut game, 1, "A4 h blue");
    assert_eq!(
        game.default_divert(0),
        1,
        "equal scores: the first clockwise"
    );
}

#[test]
fn the_end_comes_one_round_after_19_points_and_ranks_break_ties_by_privileges() {
    let mut game = game_on(&[TF, GC], 0);
    build(
        &mut game,
        0,
        "A2 T red, A3 T blue, A4 T green, A5 P beige, B1 h orange",
    );
    assert_eq!(game.score(0), 19);
    game.state.round = 5;
    // The brown pirate: nobody has brown, nothing happens.
    arrive(&mut game, &[1, 56]).unwrap();
    assert_eq!(game.last_round, Some(6));
    assert_eq!((game.round, game.start), (6, 1));
    // Round 6: every turn and its ship (its order from a seed), then over.
    game.state.chance = Chance::Seeded(Box::new(tucana::game::rng::Rng::new(1, 1)));
    play(&mut game, 1, "timeout").unwrap();
    play(&mut game, 0, "timeout").unwrap();
    while let Some(seat) = game.to_act() {
        play(&mut game, seat, "timeout").unwrap();
    }
    assert!(game.is_finished());
    assert_eq!(game.round, 6);
    // Round 16 triggers the end anyway (C24).
    let mut game = game_on(&[TF, GC], 0);
    game.state.round = 16;
    arrive(&mut game, &[1, 56]).unwrap();
    assert_eq!(game.last_round, Some(17));
    // Equal scores: more privileges rank higher; still equal: shared.
    let mut game = game_on(&[TF, GC, LZ], 0);
    build(&mut game, 0, "A2 h red");
    build(&mut game, 1, "A3 h red");
    give(&mut game, Privilege::Ties, Some(1));
    assert_eq!(game.ranks(), [2, 1, 3]);
    give(&mut game, Privilege::Ties, None);
    assert_eq!(game.ranks(), [1, 1, 3]);
}

/// The position of the worked example of §12 (Ana, Ben, Cleo on TF, GC, LZ), before round
/// 7's ship.
fn worked_example() -> Game {
    let mut game = game_on(&[TF, GC, LZ], 0);
    build(&mut game, 0, "A2 h red, A4 h beige, B1 T red, B4 h blue, B6 P red, C1 h orange, D1 h orange, D3 h brown, E1 h red, E4 h blue, E6 h beige, F3 h green");
    build(&mut game, 1, "A3 h brown, B1 h green, B5 h blue, C6 h beige, D1 h brown, E1 h orange, E4 P blue, E6 T green, F3 h brown");
    build(
        &mut game,
        2,
        "A2 h blue, A6 h beige, C1 P brown, C6 P orange, E1 h green, E6 P red, F4 h red",
    );
    give(&mut game, Privilege::PirateShield, Some(0));
    give(&mut game, Privilege::Draw5, Some(1));
    give(&mut game, Privilege::MixedPalace, Some(1));
    give(&mut game, Privilege::BuildAnywhere, Some(1));
    give(&mut game, Privilege::Ties, Some(2));
    game
}

#[test]
fn the_worked_example_of_section_12() {
    let mut game = worked_example();
    let points =
        |game: &Game, seat: usize| Colour::ALL.map(|c| game.board(seat).unwrap().points(c));
    assert_eq!(points(&game, 0), [2, 1, 1, 2, 2, 10]);
    assert_eq!(points(&game, 1), [1, 3, 6, 4, 1, 0]);
    assert_eq!(points(&game, 2), [3, 3, 1, 1, 1, 4]);
    assert_eq!(scores(&game), [18, 15, 13]);
    game.state.round = 7;
    game.state.start = 1;
    // The ship's order [12, 37, 60, 22]: 12 held back; 37, 60, 22 revealed.
    arrive(&mut game, &[12, 37, 60, 22]).unwrap();
    // 37 cestero: blue Ana 6, Ben 6, Cleo 2; village Ana 3, Ben 4: Ben, who is asked.
    let s37 = tucana::games::islas_canarias::data::settler(37).unwrap();
    let (to, counts) = game.choose_for(s37);
    let _ = to;
    assert_eq!(counts[0].1, [6, 6, 2]);
    assert_eq!(counts[1].1, [3, 4]);
    let Phase::Arrival(Pending::Area {
        seat: 1,
        card: 37,
        legal,
        colour: false,
    }) = game.phase.clone()
    else {
        panic!("Ben decides for 37: {:?}", game.phase)
    };
    let want: u64 = ["A5", "B4", "B6", "E3", "E5", "F4"]
        .iter()
        .map(|a| area(a).bit())
        .sum();
    assert_eq!(legal, want);
    play(&mut game, 1, "at E5").unwrap();
    assert_eq!(game.score(1), 16);
    assert_eq!(game.supply[Kind::House as usize][Colour::Beige.index()], 3);
    // 60 red pirate: Ana holds red and the shield: she diverts to Ben.
    assert!(matches!(
        game.phase,
        Phase::Arrival(Pending::Divert { seat: 0, card: 60 })
    ));
    play(&mut game, 0, "divert 1").unwrap();
    assert!(matches!(
        game.phase,
        Phase::Arrival(Pending::Lose { seat: 1, .. })
    ));
    assert_eq!(game.board(1).unwrap().houses.count_ones(), 8);
    // Ben misses the deadline: the house on his first area, A3 (brown).
    play(&mut game, 1, "timeout").unwrap();
    assert_eq!(game.board(1).unwrap().at(area("A3")), None);
    assert_eq!(
        game.holder(Privilege::Draw5),
        Some(2),
        "Cleo takes draw5 from Ben"
    );
    // 22 viñador: red Ana 4, Ben 0, Cleo 3: Ana, asked among A3 B2 B5 C6.
    let Phase::Arrival(Pending::Area {
        seat: 0,
        card: 22,
        legal,
        ..
    }) = game.phase.clone()
    else {
        panic!("Ana decides for 22: {:?}", game.phase)
    };
    let want: u64 = ["A3", "B2", "B5", "C6"].iter().map(|a| area(a).bit()).sum();
    assert_eq!(legal, want);
    play(&mut game, 0, "at B2").unwrap();
    // The end of round 7.
    assert_eq!(scores(&game), [19, 15, 13]);
    assert_eq!(game.last_round, Some(8));
    assert_eq!((game.round, game.start, game.to_act()), (8, 2, Some(2)));
    assert_eq!(game.ship, [12]);
    let holders = Colour::ALL.map(|c| game.privileges[c.index()]);
    assert_eq!(holders, [Some(2), Some(2), Some(1), Some(1), None, Some(0)]);
    assert!(game.discard.ends_with(&[37, 60, 22]));
}

#[test]
fn legal_moves_are_accepted_and_islands_unused_are_other_players() {
    // Every move the game lists is accepted, over random positions.
    for seed in 0..8 {
        let game = tucana::games::islas_canarias::sim::demo(3 + (seed as usize % 3), 40, seed);
        if let Some(seat) = game.to_act() {
            for mv in game.legal_moves(seat) {
                assert!(game.check(&mv).is_ok(), "{mv:?} on seed {seed}");
            }
            for other in (0..game.players()).filter(|&s| s != seat) {
                assert!(game.legal_moves(other).is_empty());
            }
        }
    }
    let _ = (LP, LZ);
}
