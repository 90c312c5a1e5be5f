//! A player's games at a glance (`/game games`) and the `game` option's autocomplete: the
//! games that wait for the player first, each group by the soonest deadline.

use super::*;

/// One of a player's active games, as their list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Glance {
    pub info: GameInfo,
    /// The game waits for this player now.
    pub waits_for_you: bool,
    /// When this player's turn falls due (their own in a free-paced game, the game's
    /// otherwise); `None` in a game without deadlines.
    pub deadline: Option<Millis>,
}

impl Glance {
    fn of(info: GameInfo, user: UserId) -> Glance {
        let me = info.players.iter().find(|p| p.player.user == user);
        let waits_for_you = me.is_some_and(|p| p.to_act && !p.resigned);
        let deadline = match me {
            Some(p) if info.free_pace => p.deadline,
            _ => info.deadline,
        };
        Glance {
            info,
            waits_for_you,
            deadline,
        }
    }

    /// Whether `partial` (already folded to lower case, trimmed) finds this game: in its
    /// id, its game's names or a player's name.
    fn matches(&self, rules: Option<&'static dyn Rules>, partial: &str) -> bool {
        let has = |text: &str| text.to_lowercase().contains(partial);
        partial.is_empty()
            || has(&self.info.id)
            || rules.is_some_and(|r| has(r.name()) || has(r.short_name()))
            || self.info.players.iter().any(|p| has(&p.player.name))
    }
}

/// The order of a player's list: the games waiting for them first, then by deadline (the
/// soonest first, a game without one last), then the oldest game first.
fn order(games: &mut [Glance]) {
    games.sort_by_key(|g| {
        (
            !g.waits_for_you,
            g.deadline.is_none(),
            g.deadline,
            g.info.created_at,
        )
    });
}

impl Service {
    /// The active games of `actor` that they may act on from where they are, in the order
    /// of `order` (waiting for them first, then by deadline): what `/game games` lists.
    pub async fn glance(&self, actor: &Actor) -> Result<Vec<Glance>, AppError> {
        self.glance_matching(actor, "").await
    }

    /// [`Service::glance`] of the games that `partial` finds by their id, their game's name
    /// or a player's name (case folded): the `game` option's autocomplete.
    pub async fn glance_matching(
        &self,
        actor: &Actor,
        partial: &str,
    ) -> Result<Vec<Glance>, AppError> {
        let partial = partial.trim().to_lowercase();
        let mut games: Vec<Glance> = self
            .games_of(actor)
            .await?
            .into_iter()
            .map(|info| Glance::of(info, actor.user))
            .filter(|g| g.matches(self.rules(&g.info.settings.game).ok(), &partial))
            .collect();
        order(&mut games);
        Ok(games)
    }
}
