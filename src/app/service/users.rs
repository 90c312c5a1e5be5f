//! The users' settings (reminders, vacation, turn notices by DM), kept in memory and read again when other
//! processes may have changed them.

use super::*;

/// How old a process's copy of the users' settings may get when other processes share the
/// database (a range of shards): a setting changed through another process (reminders off,
/// a vacation) counts here within this time.
pub const USERS_STALE_AFTER: Millis = 10_000;

/// The users' settings, from their rows.
pub(super) fn settings_of(rows: Vec<crate::store::UserRow>) -> HashMap<UserId, UserSettings> {
    rows.into_iter()
        .map(|u| {
            (
                u.user,
                UserSettings {
                    reminders: u.reminders,
                    vacation: u.vacation,
                    turn_dms: u.turn_dms,
                    language: u.language.as_deref().and_then(crate::words::language),
                    seen_language: u.seen_language.as_deref().and_then(crate::words::language),
                },
            )
        })
        .collect()
}

impl Service {
    pub fn user_settings(&self, user: UserId) -> UserSettings {
        lock(&self.inner.users)
            .get(&user)
            .copied()
            .unwrap_or_default()
    }

    /// Reads the users' settings again when other processes may have changed them: with a
    /// range of shards, when this copy is older than [`USERS_STALE_AFTER`] (or whatever its
    /// age, with `force`). A process alone keeps its copy current itself.
    pub(super) async fn refresh_users(&self, force: bool) -> Result<(), AppError> {
        if self.inner.shards.is_none() {
            return Ok(());
        }
        let now = self.inner.clock.now();
        let read_at = self.inner.users_read_at.load(Ordering::Relaxed);
        if !force && now - read_at < USERS_STALE_AFTER {
            return Ok(());
        }
        // Of the moves that find the copy old at once, one reads it again; the others go
        // on with it (a forced read always reads).
        let claimed = self.inner.users_read_at.compare_exchange(
            read_at,
            now,
            Ordering::Relaxed,
            Ordering::Relaxed,
        );
        if claimed.is_err() && !force {
            return Ok(());
        }
        self.read_changed_users().await
    }

    /// Reads the rows of the users whose settings changed since the last read (by any
    /// process), never the whole table, into the copy.
    async fn read_changed_users(&self) -> Result<(), AppError> {
        let mut seen = self.inner.users_seen.lock().await;
        let rows = self.inner.store.users_changed_after(*seen).await?;
        if let Some(last) = rows.last() {
            // In change order: the last row has the highest number.
            *seen = (*seen).max(last.change);
        }
        lock(&self.inner.users).extend(settings_of(rows));
        Ok(())
    }

    /// Turns a user's reminders on or off.
    pub async fn set_reminders(&self, user: UserId, on: bool) -> Result<UserSettings, AppError> {
        // The other setting as the database has it (another process may have changed it).
        self.refresh_users(true).await?;
        let mut settings = self.user_settings(user);
        settings.reminders = on;
        self.save_user(user, settings).await?;
        Ok(settings)
    }

    /// Sets or clears a user's vacation. Going away also finishes, with no trail, the
    /// current turn of every game where they have yet to finish; the public ids of those
    /// games are returned.
    pub async fn set_vacation(&self, user: UserId, on: bool) -> Result<Vec<String>, AppError> {
        self.refresh_users(true).await?;
        let mut settings = self.user_settings(user);
        settings.vacation = on;
        self.save_user(user, settings).await?;
        let mut passed = Vec::new();
        if on {
            for game in self.inner.store.active_games_of_user(user).await? {
                // Only the games held here (another process's are its own to change).
                if !lock(&self.inner.games).contains_key(&game) {
                    continue;
                }
                let done = self
                    .on_game(&game, move |live, now, users| {
                        let write = live.vacation_pass(user, now, users);
                        let done = write.is_some();
                        Ok((write, done))
                    })
                    .await;
                if let Ok(true) = done {
                    passed.push(game);
                }
            }
        }
        Ok(passed)
    }

    pub(super) async fn save_user(
        &self,
        user: UserId,
        settings: UserSettings,
    ) -> Result<(), AppError> {
        self.inner
            .store
            .write(Write::SetUser {
                user,
                reminders: settings.reminders,
                vacation: settings.vacation,
                language: settings.language.map(str::to_owned),
                seen_language: settings.seen_language.map(str::to_owned),
                at: self.inner.clock.now(),
            })
            .await?;
        lock(&self.inner.users).insert(user, settings);
        Ok(())
    }

    /// Sets (or, with `None`, clears) the language of a user's direct messages: a tag of
    /// [`crate::words::LANGUAGES`] (another clears it).
    pub async fn set_language(
        &self,
        user: UserId,
        language: Option<&str>,
    ) -> Result<UserSettings, AppError> {
        self.refresh_users(true).await?;
        let mut settings = self.user_settings(user);
        settings.language = language.and_then(crate::words::language);
        self.save_user(user, settings).await?;
        Ok(settings)
    }

    /// The languages an interaction of `user` showed: theirs, and their server's (if it
    /// came from one). Stored when they changed, so that what the bot posts later on its
    /// own (a turn's direct message, a league's round) is in them. Tags outside
    /// [`crate::words::LANGUAGES`] are not stored.
    pub async fn seen_languages(
        &self,
        user: UserId,
        language: &str,
        guild: Option<(GuildId, &str)>,
    ) -> Result<(), AppError> {
        let seen = crate::words::language(language);
        let mut settings = self.user_settings(user);
        if seen.is_some() && settings.seen_language != seen {
            settings.seen_language = seen;
            self.save_user(user, settings).await?;
        }
        if let Some((guild, language)) = guild {
            let Some(language) = crate::words::language(language) else {
                return Ok(());
            };
            if guild == GuildId::NONE || self.guild_language(guild).await? == language {
                return Ok(());
            }
            let at = self.inner.clock.now();
            self.inner
                .store
                .write(Write::SetGuildLanguage {
                    guild,
                    language: language.to_owned(),
                    at,
                })
                .await?;
            lock(&self.inner.guild_languages).insert(guild, language);
        }
        Ok(())
    }

    /// A server's language as its interactions last showed it; English if none did.
    pub async fn guild_language(&self, guild: GuildId) -> Result<&'static str, AppError> {
        if let Some(language) = lock(&self.inner.guild_languages).get(&guild) {
            return Ok(language);
        }
        let stored = self.inner.store.guild_language(guild).await?;
        let language = stored
            .as_deref()
            .and_then(crate::words::language)
            .unwrap_or("en");
        lock(&self.inner.guild_languages).insert(guild, language);
        Ok(language)
    }

    /// The language of what is posted in `place` for `user`: the server's, or in a direct
    /// message the user's.
    pub async fn place_language(
        &self,
        place: Place,
        user: UserId,
    ) -> Result<&'static str, AppError> {
        if place.is_direct() {
            Ok(self.user_settings(user).reads())
        } else {
            self.guild_language(place.guild).await
        }
    }
}
