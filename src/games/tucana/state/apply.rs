//! Playing a move ([`Game::apply`]): trails and bonus trails, undo, resigning, the close of
//! a turn and of a round, bonus cards awarded, and free pace's positions and claims.

use super::*;

impl Game {
    /// Checks a move and, if it is legal, plays it and appends it to the log.
    pub fn apply(&mut self, mv: Move) -> Result<(), RuleError> {
        match mv {
            Move::Trail { seat, edge } => {
                self.check_trail(seat, edge)?;
                self.draw_trail(seat, edge);
            }
            Move::SkipBonus { seat } => {
                let p = self.check_seat(seat)?;
                let TurnState::Bonus(owed) = p.state else {
                    return Err(match p.state {
                        TurnState::Done => RuleError::AlreadyFinished,
                        _ => RuleError::NoBonusOwed,
                    });
                };
                self.begin_action(seat);
                let p = &mut self.players[seat];
                p.actions.push(Action::Skip);
                p.state = if owed > 1 {
                    TurnState::Bonus(owed - 1)
                } else {
                    TurnState::Done
                };
            }
            Move::Undo { seat } => {
                let p = self.check_seat(seat)?;
                if p.actions.is_empty() {
                    return Err(RuleError::NothingToUndo);
                }
                self.undo(seat);
            }
            Move::Pass { seat } => {
                let p = self.check_seat(seat)?;
                if p.state == TurnState::Done {
                    return Err(RuleError::AlreadyFinished);
                }
                let p = &mut self.players[seat];
                p.state = TurnState::Done;
                p.actions.clear(); // a pass is final: nothing of this turn can be undone
            }
            Move::Resign { seat } => {
                self.check_seat(seat)?;
                let p = &mut self.players[seat];
                p.resigned = true;
                p.state = TurnState::Done;
            }
            Move::CloseTurn => {
                if self.finished {
                    return Err(RuleError::GameOver);
                }
                if self.free {
                    return Err(RuleError::NoSharedTurn);
                }
                for p in &mut self.players {
                    p.state = TurnState::Done;
                }
            }
        }
        self.logged(mv)
    }

    /// [`Game::apply`] of a trail known to be legal, one of [`Game::legal_trails`] of the
    /// seat just now: the same play and log, without checking the trail again, for random
    /// games (`tucana sim`), where the check was a tenth of a game's instructions. Only a
    /// debug build checks: a trail that is not legal corrupts the game, so this stays
    /// inside the crate. The error is only the solo keep-2 rule's, as for `apply`.
    pub(crate) fn apply_legal_trail(&mut self, seat: Seat, edge: EdgeId) -> Result<(), RuleError> {
        debug_assert_eq!(self.check_trail(seat, edge), Ok(()), "{edge:?} is legal");
        self.draw_trail(seat, edge);
        self.logged(Move::Trail { seat, edge })
    }

    fn draw_trail(&mut self, seat: Seat, edge: EdgeId) {
        self.begin_action(seat);
        self.players[seat].actions.push(Action::Trail(edge));
        self.do_trail(seat, edge);
    }

    /// A move played: logged, and what follows it (free pace's positions and claims, or
    /// the turn's close once everyone has finished it).
    fn logged(&mut self, mv: Move) -> Result<(), RuleError> {
        self.log.push(mv);
        if self.free {
            if let Some(seat) = mv.seat() {
                self.advance_seat(seat);
            }
            self.settle();
        } else if self
            .players
            .iter()
            .filter(|p| p.state == TurnState::Done)
            .count()
            == self.players.len()
        {
            // Every seat counted, rather than stopping at the first still playing: where
            // that one sits changes from move to move, and a loop of varying length was a
            // quarter of a random game's mispredicted branches.
            self.close_turn()?;
        }
        Ok(())
    }

    /// Free pace: while the seat has finished its turn, records the turn's completions at
    /// its position, scores its sights at a round's end, and starts its next turn (which
    /// finishes at once in the rare case of no legal trail, or once it has resigned).
    pub(super) fn advance_seat(&mut self, seat: Seat) {
        let total = self.total_turns();
        while self.players[seat].state == TurnState::Done && self.players[seat].pos < total {
            self.record_completions(seat);
            let map = self.map;
            let p = &mut self.players[seat];
            p.pos += 1;
            if p.pos.is_multiple_of(TURNS_PER_ROUND) {
                let score = p.sheet.sight_score(map);
                p.round_scores.push(score);
            }
            if p.pos == total {
                break;
            }
            let at = p.pos;
            let cards = self.cards_at(at);
            let p = &mut self.players[seat];
            p.turn_start = None;
            p.actions.clear();
            p.turn_edges = EdgeSet::EMPTY;
            p.pairs_now = 0;
            let can_draw =
                cards.is_some_and(|c| !map.matching(c).without(p.sheet.drawn()).is_empty());
            p.state = if p.resigned || !can_draw {
                TurnState::Done
            } else {
                TurnState::Trail
            };
        }
    }

    /// Free pace: the pairs the seat completed in the turn it finishes, and the red cards'
    /// twins it has now for the first time, at the turn's position.
    pub(super) fn record_completions(&mut self, seat: Seat) {
        let p = &self.players[seat];
        let pos = p.pos;
        for letter in Letter::ALL {
            if p.pairs_now & (1 << letter.index()) != 0 {
                self.completions.push(Completion {
                    pos,
                    seat,
                    race: Race::Blue(letter),
                });
            }
        }
        let mut twins = p.twins;
        for &sight in &self.setup.red {
            let bit = 1u8 << sight.index();
            if twins & bit == 0 && p.sheet.has_twins(sight) {
                twins |= bit;
                self.completions.push(Completion {
                    pos,
                    seat,
                    race: Race::Red(sight),
                });
            }
        }
        self.players[seat].twins = twins;
    }

    /// Free pace: the position every player still in the game has reached (the total once
    /// all have finished or left). Claims before it are final.
    pub(super) fn reached(&self) -> usize {
        self.players
            .iter()
            .filter(|p| !p.resigned)
            .map(|p| p.pos)
            .min()
            .unwrap_or_else(|| self.total_turns())
    }

    /// Free pace: works out the claims from the completions (blue: the earliest
    /// position's completers share the top card, the next position's the next card; red:
    /// the earliest position's), which are final, the cards left on the table, the game's
    /// common position, and whether it is over.
    pub(super) fn settle(&mut self) {
        let total = self.total_turns();
        let reached = self.reached();
        let mut claims: Vec<(usize, usize, Claim)> = Vec::new();
        let pile: &[u8] = if self.players.len() >= 5 {
            &[1, 2]
        } else {
            &[1]
        };
        let mut by_pos = |race: Race, kind: usize, cards: &[BonusCard]| {
            let mut at: Vec<(usize, Seat)> = self
                .completions
                .iter()
                .filter(|c| c.race == race)
                .map(|c| (c.pos, c.seat))
                .collect();
            at.sort_unstable();
            let mut k = 0;
            let mut i = 0;
            while i < at.len() && k < cards.len() {
                let pos = at[i].0;
                let mut seats = Vec::new();
                while i < at.len() && at[i].0 == pos {
                    seats.push(at[i].1);
                    i += 1;
                }
                claims.push((
                    pos,
                    kind,
                    Claim {
                        card: cards[k],
                        pos,
                        seats,
                        settled: pos < reached,
                    },
                ));
                k += 1;
            }
            k
        };
        let mut blue_taken = [0usize; 5];
        for letter in Letter::ALL {
            let cards: Vec<BonusCard> = pile.iter().map(|&n| BonusCard::Blue(letter, n)).collect();
            blue_taken[letter.index()] = by_pos(Race::Blue(letter), letter.index(), &cards);
        }
        let mut red_left = Vec::new();
        for (i, &sight) in self.setup.red.iter().enumerate() {
            if by_pos(Race::Red(sight), 5 + i, &[BonusCard::Red(sight)]) == 0 {
                red_left.push(sight);
            }
        }
        // In the order a together game awards them: by turn, blue letters, then red.
        claims.sort_by_key(|c| (c.0, c.1));
        for p in &mut self.players {
            p.bonus_cards.clear();
            p.provisional.clear();
        }
        for (_, _, claim) in &claims {
            for &s in &claim.seats {
                let p = &mut self.players[s];
                if claim.settled {
                    p.bonus_cards.push(claim.card);
                } else {
                    p.provisional.push(claim.card);
                }
            }
        }
        self.claims = claims.into_iter().map(|c| c.2).collect();
        for letter in Letter::ALL {
            let left = pile.len() - blue_taken[letter.index()];
            // Top card last.
            self.blue[letter.index()] = pile[pile.len() - left..].iter().rev().copied().collect();
        }
        self.red = red_left;
        self.round = reached / TURNS_PER_ROUND;
        self.turn = reached % TURNS_PER_ROUND;
        if reached == total {
            self.finished = true;
            self.turn = 0;
            for p in &mut self.players {
                p.state = TurnState::Done;
            }
        }
    }

    pub(super) fn begin_action(&mut self, seat: Seat) {
        let p = &mut self.players[seat];
        if p.turn_start.is_none() {
            p.turn_start = Some(p.state);
        }
    }

    pub(super) fn do_trail(&mut self, seat: Seat, edge: EdgeId) {
        let map = self.map;
        let p = &mut self.players[seat];
        let gain = p.sheet.draw(map, edge);
        p.turn_edges.insert(edge);
        p.pairs_now |= gain.pairs;
        let owed = match p.state {
            TurnState::Bonus(n) => n - 1,
            _ => 0,
        } + gain.bonus_trails;
        // A bonus trail is owed only while an undrawn trail is left to draw.
        p.state = if owed == 0 || map.all_edges().without(p.sheet.drawn()).is_empty() {
            TurnState::Done
        } else {
            TurnState::Bonus(owed)
        };
    }

    pub(super) fn undo(&mut self, seat: Seat) {
        let map = self.map;
        let p = &mut self.players[seat];
        let mut actions = std::mem::take(&mut p.actions);
        actions.pop();
        let state = p.turn_start.expect("a turn with actions has a start");
        p.sheet = p.sheet.before(map, &p.turn_edges);
        p.state = state;
        p.turn_edges = EdgeSet::EMPTY;
        p.pairs_now = 0;
        for &action in &actions {
            match action {
                Action::Trail(e) => self.do_trail(seat, e),
                Action::Skip => {
                    let p = &mut self.players[seat];
                    p.state = match p.state {
                        TurnState::Bonus(n) if n > 1 => TurnState::Bonus(n - 1),
                        _ => TurnState::Done,
                    };
                }
            }
        }
        self.players[seat].actions = actions;
    }

    pub(super) fn start_turn(&mut self) {
        let cards = self.cards();
        for p in &mut self.players {
            p.turn_start = None;
            p.actions.clear();
            p.turn_edges = EdgeSet::EMPTY;
            p.pairs_now = 0;
            let can_draw =
                cards.is_some_and(|c| !self.map.matching(c).without(p.sheet.drawn()).is_empty());
            // The rare case: no legal trail for these cards means nothing to draw.
            p.state = if p.resigned || !can_draw {
                TurnState::Done
            } else {
                TurnState::Trail
            };
        }
    }

    /// Awards the turn's bonus cards, scores a round that ends, and starts the next turn.
    pub(super) fn close_turn(&mut self) -> Result<(), RuleError> {
        loop {
            self.award_bonus_cards();
            self.turn += 1;
            if self.turn == TURNS_PER_ROUND {
                for p in &mut self.players {
                    let score = p.sheet.sight_score(self.map);
                    p.round_scores.push(score);
                }
                self.round += 1;
                self.turn = 0;
                if self.round == self.rounds() {
                    self.finished = true;
                    for p in &mut self.players {
                        p.state = TurnState::Done;
                    }
                    return Ok(());
                }
                if self.is_solo() && self.round == self.rounds() - 1 {
                    self.solo_keep()?;
                }
            }
            self.start_turn();
            if self.players.iter().any(|p| p.state != TurnState::Done) {
                return Ok(());
            }
            if self.players.iter().any(|p| !p.resigned) {
                self.skipped.push(SkippedTurn {
                    round: self.round,
                    turn: self.turn,
                    cards: self.cards().expect("a running game has cards"),
                    after_moves: self.log.len(),
                });
            }
        }
    }

    pub(super) fn award_bonus_cards(&mut self) {
        // Most turns nobody completes a pair: the seats are asked once, not per letter.
        let completed = self.players.iter().fold(0, |all, p| all | p.pairs_now);
        for letter in Letter::ALL {
            let bit = 1u8 << letter.index();
            if completed & bit == 0 {
                continue;
            }
            if let Some(n) = self.blue[letter.index()].pop() {
                for p in self.players.iter_mut().filter(|p| p.pairs_now & bit != 0) {
                    p.bonus_cards.push(BonusCard::Blue(letter, n));
                }
            }
        }
        let players = &mut self.players;
        self.red.retain(|&sight| {
            // Whoever has two such sights in a network now is a first: had anyone had them
            // before, the card would have been claimed then.
            let claimers: Vec<usize> = (0..players.len())
                .filter(|&s| players[s].sheet.has_twins(sight))
                .collect();
            for &s in &claimers {
                players[s].bonus_cards.push(BonusCard::Red(sight));
            }
            claimers.is_empty()
        });
    }

    /// The solo rule before the last round: keep 2 of the blue cards still on the table.
    pub(super) fn solo_keep(&mut self) -> Result<(), RuleError> {
        let on_table: Vec<Letter> = Letter::ALL
            .into_iter()
            .filter(|l| !self.blue[l.index()].is_empty())
            .collect();
        let keep: Vec<Letter> = match &self.setup.solo_keep {
            SoloKeep::Named(named) => {
                if on_table.len() <= 2 {
                    return Err(RuleError::SoloKeep(msg!(
                        "tucana-solo-keep-all-stay",
                        left = on_table.len()
                    )));
                }
                if let Some(gone) = named.iter().find(|l| !on_table.contains(l)) {
                    return Err(RuleError::SoloKeep(msg!(
                        "tucana-solo-keep-gone",
                        letter = gone.as_char()
                    )));
                }
                named.to_vec()
            }
            SoloKeep::Order(order) => {
                if on_table.len() <= 2 {
                    return Ok(());
                }
                order
                    .iter()
                    .filter(|l| on_table.contains(l))
                    .take(2)
                    .copied()
                    .collect()
            }
        };
        for l in Letter::ALL {
            if !keep.contains(&l) {
                self.blue[l.index()].clear();
            }
        }
        self.solo_kept = Some([keep[0], keep[1]]);
        Ok(())
    }
}
