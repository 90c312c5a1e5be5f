# The Discord adapter's words in English: its commands' replies and posts.

## /game help

# How to play any game: one paragraph each, in this order.
help-how-play = **How to play:** `/game new game:…` opens a game thread (options: `key=value` words from the list); players press Join, the host Start. `/move` plays your move (autocomplete lists them, best first), `/map` shows your own view; where the game has such moves, `/undo` takes one back and `/pass` ends your turn.
help-how-bots = **Computer players:** the lobby's buttons or `bots:2 bot_level:strong` seat bots; they never count in leagues. `/hint` shows the best moves, privately, in solo games and where the host allowed `hints`. Each daily has a par: the strong bot's score.
help-how-alone = **Alone:** `/game solo game:…`; `/daily play` is today's challenge, the same for everyone, then `/daily leaderboard`, `/daily stats`, `/daily share`.
help-how-leagues = **Leagues:** `/league join`, `/league standings`, `/league info`.
help-how-every = **Every game:** `/game join|leave|start|cancel|status|scores|log|games|settings|help`. Your next move, map or status begins with what happened since your last move; `/game log` reads the whole game.
help-how-rules = **A game's rules in short:** `/game help game:…`.
help-how-finished = **Finished games:** `/game replay` shows one step by step (an animated picture), `/game export` gives its replay script for `tucana replay` and `tucana render`.
# Trails of Tucana's own command, under its line in the help.
help-own-trail = **Its own command:** `/trail`, its name for `/move`: draw a trail, e.g. `/trail C3-D4`.
# A game's line in the help: its name, how to start it, and its rules in short if they fit.
help-game = **{ $name }** (`{ $command }`)
help-game-rules = **{ $name }** (`{ $command }`): { $rules }

## /game games

games-none = You are in no game on this server. Start one with /game new.

## A move's reply

# A move the game had nothing to say about.
move-done = Done.
move-last-of-game = That was the last move of the game!

## A free-paced game's own turn, for its player alone

# $progress: where the player is ("turn 14 of 26"); $headline: what the turn shows them.
own-turn = Your { $progress }: { $headline }
