//! A game's page: which games a page may show, what the page tells of one (its public
//! log, the steps that are over and their pictures, its results), and a finished game's
//! script. The steps are worked out once per game, log length and language and kept.

use super::*;

/// How many games' steps (at a log length, in a language) the pages keep: those being read.
pub(in crate::app::service) const PAGE_STEPS_KEPT: usize = 64;

/// The pages' steps kept, by game, log length and language.
pub(in crate::app::service) type KeptSteps =
    crate::app::Bounded<(String, usize, String), Arc<Vec<crate::app::replay::PublicStep>>>;

/// A seat's result in a finished game.
#[derive(Clone)]
pub struct SeatResult {
    pub rank: usize,
    pub who: WebName,
    pub total: u32,
    pub breakdown: crate::words::Msg,
    pub title: Option<crate::words::Msg>,
    pub resigned: bool,
}

/// A game's page: what is public of it now.
#[derive(Clone)]
pub struct GamePage {
    pub id: String,
    pub rules: &'static dyn Rules,
    pub server: String,
    pub server_name: String,
    pub status: GameStatus,
    pub players: Vec<WebName>,
    /// Round and turn, counted from 1, of a game in play.
    pub round: Option<usize>,
    pub turn: Option<usize>,
    /// A finished game's results, best first.
    pub results: Vec<SeatResult>,
    /// The start and every step that is over.
    pub steps: Vec<PublicStep>,
    /// The public log: each line with the number of moves played when it was told.
    pub story: Vec<(usize, LogLine)>,
    /// The league season it belongs to.
    pub league: Option<(LeagueId, SeasonNo, String)>,
    /// The daily day it was an attempt of.
    pub daily: Option<String>,
    pub started_at: Option<i64>,
    pub ended_at: Option<i64>,
    pub language: String,
}

impl GamePage {
    pub fn finished(&self) -> bool {
        self.status == GameStatus::Finished
    }
}

/// A game a page may show, with what its page tells of where it was played.
struct Shown {
    view: GameView,
    row: crate::store::GameRow,
    /// The daily day it was an attempt of.
    daily: Option<String>,
    /// Its server's web id and name.
    server: String,
    server_name: String,
}

impl Service {
    /// The game, if a page may show it: its server's pages on, not cancelled nor a lobby,
    /// not a daily attempt of a day not over.
    async fn shown_game(&self, id: &str) -> Result<Shown, AppError> {
        let view = match self.view(id).await {
            Ok(view) => view,
            Err(AppError::NoSuchGame(_)) => return Err(not_shown()),
            Err(e) => return Err(e),
        };
        if !matches!(view.info.status, GameStatus::Active | GameStatus::Finished) {
            return Err(not_shown());
        }
        let row = self.inner.store.find_game(&view.info.id).await?;
        let row = row.ok_or_else(not_shown)?;
        let daily = self.inner.store.daily_date_of(row.id).await?;
        if daily
            .as_deref()
            .is_some_and(|d| d >= self.today().to_string().as_str())
        {
            return Err(not_shown());
        }
        let (server, server_name) = self.shown_guild(view.info.place.guild).await?;
        Ok(Shown {
            view,
            row,
            daily,
            server,
            server_name,
        })
    }

    /// A game's page in `lang` (its steps' captions).
    pub async fn game_page(&self, id: &str, lang: &str) -> Result<GamePage, AppError> {
        let Shown {
            view,
            row,
            daily,
            server,
            server_name,
        } = self.shown_game(id).await?;
        let rules = self.rules(view.info.settings.game.as_str())?;
        let who: Vec<(UserId, String, bool)> = view
            .info
            .players
            .iter()
            .map(|p| (p.player.user, p.player.name.clone(), p.player.bot))
            .collect();
        let players = self.web_names(&who).await?;
        let finished = view.info.status == GameStatus::Finished;
        let (game, kept) = (
            view.game.clone().ok_or_else(not_shown)?,
            view.kept.clone().ok_or_else(not_shown)?,
        );
        let names = view.names();
        let steps = self.steps_of(&view, lang).await;
        let worked = heavy::run(move || {
            let origin = Origin {
                kept: &kept,
                names: &names,
            };
            let story = origin.story(game.as_ref())?;
            let steps = steps?;
            let standings = if finished {
                game.standings()
            } else {
                Vec::new()
            };
            Ok::<_, String>((story, Vec::clone(&steps), standings))
        })
        .await
        .map_err(|e| e.to_string())
        .and_then(|r| r);
        let (story, steps, standings) = worked.map_err(|e| {
            tracing::error!(game = %view.info.id, "its page was not told: {e}");
            AppError::Broken(view.info.id.clone())
        })?;
        let mut standings = standings;
        standings.sort_by_key(|s| (s.rank, s.seat));
        let results = standings
            .into_iter()
            .map(|s| SeatResult {
                rank: s.rank,
                who: players.get(s.seat).cloned().unwrap_or_default(),
                total: s.total,
                breakdown: s.breakdown,
                title: s.title,
                resigned: s.resigned,
            })
            .collect();
        let league = match self.inner.store.league_link(row.id).await? {
            Some(link) => {
                let name = self.inner.store.league(link.league_id).await?;
                name.map(|l| (link.league_id, link.season, l.name))
            }
            None => None,
        };
        Ok(GamePage {
            id: view.info.id.clone(),
            rules,
            server,
            server_name,
            status: view.info.status,
            players,
            round: view.info.round,
            turn: view.info.turn,
            results,
            steps,
            story,
            league,
            daily,
            started_at: row.started_at,
            ended_at: row.ended_at,
            language: view.info.settings.language.clone(),
        })
    }

    /// The picture of a game's step `step` (0: the start; `None`: the final standings of a
    /// finished game) as its page shows it, in `lang`; with `at`, only if the step ends
    /// after that many moves (as the page that links it saw it). PNG bytes.
    pub async fn game_picture(
        &self,
        id: &str,
        step: Option<usize>,
        lang: &str,
        at: Option<usize>,
    ) -> Result<Vec<u8>, AppError> {
        let view = self.shown_game(id).await?.view;
        if step.is_none() && view.info.status != GameStatus::Finished {
            return Err(not_shown());
        }
        let (game, kept) = (
            view.game.clone().ok_or_else(not_shown)?,
            view.kept.clone().ok_or_else(not_shown)?,
        );
        let steps = self.steps_of(&view, lang).await;
        let drawn = match steps {
            Ok(steps) => {
                let end = match step {
                    Some(s) => match steps.get(s) {
                        Some(step) if at.is_none_or(|at| at == step.end) => step.end,
                        _ => return Err(not_shown()),
                    },
                    None => view.len,
                };
                let names = view.names();
                // A free-paced game's public log grows in the middle as its slowest players
                // move: its steps are named by the game's length too.
                let what = match (step, game.is_free_paced()) {
                    (None, _) => "final".to_owned(),
                    (Some(_), false) => "step".to_owned(),
                    (Some(_), true) => format!("step@{}", view.len),
                };
                let key = PictureKey::of(&view.info.id, end, &what, &names, lang);
                let lang = lang.to_owned();
                self.picture(key, move || {
                    // The game as everyone sees it when the step is its last (a finished
                    // game's end), else the nearest state kept before the step with the
                    // moves since (a free-paced game's public log from its set-up).
                    let public = game.seen_by(None);
                    let log = public.log();
                    let after = match (log.len() == end, game.is_free_paced()) {
                        (true, _) => Some(public),
                        (false, true) => kept.setup_with(log.get(..end)?).ok(),
                        (false, false) => kept.at(&log, end).ok(),
                    };
                    replay::picture_of(after?.as_ref(), step.is_none(), &names, &lang)
                })
                .await
                .map_err(|e| e.to_string())
            }
            Err(e) => Err(e),
        };
        match drawn {
            Ok(Some(png)) => Ok(png),
            Ok(None) => Err(not_shown()),
            Err(e) => {
                tracing::error!(game = %view.info.id, "its page's picture was not drawn: {e}");
                Err(AppError::Broken(view.info.id.clone()))
            }
        }
    }

    /// The steps a game's page shows in `lang` (its public steps at the view's log
    /// length), kept for the page's pictures and its next readers (`PAGE_STEPS_KEPT`):
    /// worked out by one walk through the log from its set-up on the drawers' threads,
    /// counted in [`Service::replays`], once per game, length and language.
    async fn steps_of(&self, view: &GameView, lang: &str) -> Result<Arc<Vec<PublicStep>>, String> {
        let key = (view.info.id.clone(), view.len, lang.to_owned());
        if let Some(steps) = lock(&self.inner.page_steps).get(&key) {
            return Ok(Arc::clone(steps));
        }
        let (Some(game), Some(kept)) = (view.game.clone(), view.kept.clone()) else {
            return Err(crate::words::for_log("the game has no steps"));
        };
        self.inner.replays.fetch_add(1, Ordering::Relaxed);
        let (names, lang_owned) = (view.names(), lang.to_owned());
        let steps = heavy::run_as(heavy::Work::Replay, move || {
            let log = game.seen_by(None).log();
            replay::public_steps(kept.setup(), &log, &names, &lang_owned)
        })
        .await
        .map_err(|e| e.to_string())
        .and_then(|r| r)?;
        let steps = Arc::new(steps);
        lock(&self.inner.page_steps).insert(key, Arc::clone(&steps));
        Ok(steps)
    }

    /// A finished game's script (`/game export`'s), for its page.
    pub async fn game_script(&self, id: &str) -> Result<String, AppError> {
        let view = self.shown_game(id).await?.view;
        if view.info.status != GameStatus::Finished {
            return Err(not_shown());
        }
        let game = view.game.as_ref().ok_or_else(not_shown)?;
        if !game.is_finished() || game.kept_secret().is_some() {
            return Err(not_shown());
        }
        let written = game.written(&view.names()).ok_or_else(not_shown)?;
        Ok(written.script)
    }
}
