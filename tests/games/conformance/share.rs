//! The daily's text to paste anywhere (`/daily share`): every game of the bot with a daily gives each
//! seat of a finished game its rows of squares (`Play::share_rows`), within the rows a text
//! holds, each measured against a top it does not pass.

use tucana::app::MOST_SHARE_ROWS;
use tucana::game::Date;

use super::all_positions;

#[test]
fn a_finished_game_of_every_daily_gives_its_rows_to_share() {
    let mut seen = 0;
    for position in all_positions() {
        let game = &position.game;
        let date: Date = "2026-11-30".parse().unwrap();
        let listed = tucana::games::all()
            .iter()
            .any(|g| g.id() == position.rules.id());
        if !listed || !game.is_finished() || position.rules.daily(date, 1).is_none() {
            continue;
        }
        for seat in 0..position.players {
            let rows = game.share_rows(seat);
            let at = format!("{} seat {}", position.label(), seat + 1);
            assert!(
                !rows.is_empty() && rows.len() <= MOST_SHARE_ROWS,
                "{at}: {} rows",
                rows.len()
            );
            for row in &rows {
                assert!(row.points <= row.top, "{at}: {row:?}");
                assert_eq!(row.squares().chars().count(), 5, "{at}: {row:?}");
            }
            seen += 1;
        }
    }
    assert!(seen > 0, "some finished game of a daily's game");
}
