# German (de) words of the Discord bot; translated from en.ftl.
# Terms of our own: Tagesherausforderung (daily challenge), Liga/Saison/Runde/Tisch (league, season, round, table), Organisator (organiser), Wertung (rating), Par, Freies Tempo (free pace), Computerspieler (computer player), Tipp (hint), Lobby, Bestenliste (leaderboard), Serie (streak).

## /game help

help-how-play = **So wird gespielt:** `/{ slash-game } { slash-game-new } { slash-game-new.game }:…` öffnet einen Spiel-Thread (Optionen: `key=value`-Wörter aus der Liste); Spieler drücken Beitreten, der Host Starten. `/{ slash-move }` spielt deinen Zug (die Autovervollständigung listet sie, die besten zuerst), `/{ slash-map }` zeigt deine eigene Ansicht; wo das Spiel solche Züge hat, nimmt `/{ slash-undo }` einen zurück und `/{ slash-pass }` beendet deinen Zug.
help-how-bots = **Computerspieler:** Die Buttons der Lobby oder `bots:2 bot_level:strong` setzen Bots ein; sie zählen nie in Ligen. `/{ slash-hint }` zeigt privat die besten Züge, in Solospielen und wo der Host `hints` erlaubt hat. Jede Tagesherausforderung hat ein Par: das Ergebnis des starken Bots.
help-how-alone = **Allein:** `/{ slash-game } { slash-game-solo } { slash-game-solo.game }:…`; `/{ slash-daily } { slash-daily-play }` ist die heutige Herausforderung, für alle gleich, dann `/{ slash-daily } { slash-daily-leaderboard }`, `/{ slash-daily } { slash-daily-stats }`, `/{ slash-daily } { slash-daily-share }`.
help-how-leagues = **Ligen:** `/{ slash-league } { slash-league-join }`, `/{ slash-league } { slash-league-standings }`, `/{ slash-league } { slash-league-info }`. **Web:** `/{ slash-settings } { slash-settings.web }`.
help-how-every = **Jedes Spiel:** `/{ slash-game } { slash-game-join }|{ slash-game-leave }|{ slash-game-start }|{ slash-game-cancel }|{ slash-game-status }|{ slash-game-scores }|{ slash-game-log }|{ slash-game-games }|{ slash-game-settings }|{ slash-game-ratings }|{ slash-game-profile }|{ slash-game-help }`. Dein nächster Zug, deine Karte oder dein Status beginnt mit dem, was seit deinem letzten Zug passiert ist; `/{ slash-game } { slash-game-log }` zeigt das ganze Spiel.
help-how-rules = **Die Regeln eines Spiels in Kürze:** `/{ slash-game } { slash-game-help } { slash-game-help.game }:…`.
help-how-finished = **Beendete Spiele:** `/{ slash-game } { slash-game-replay }` zeigt eins Schritt für Schritt (als animiertes Bild), `/{ slash-game } { slash-game-export }` liefert sein Replay-Skript für `tucana replay` und `tucana render`.
help-own-trail = **Eigener Befehl:** `/{ slash-trail }`, sein Name für `/{ slash-move }`: Zeichne einen Pfad, z. B. `/{ slash-trail } C3-D4`.
help-game = **{ $name }** (`{ $command }`)
help-game-rules = **{ $name }** (`{ $command }`): { $rules }

## /game games

games-none = Du bist auf diesem Server in keinem Spiel. Starte eins mit /{ slash-game } { slash-game-new }.

## A move's reply

move-done = Erledigt.
move-last-of-game = Das war der letzte Zug des Spiels!

## A free-paced game's own turn

own-turn = Dein { $progress }: { $headline }
## The slash commands' descriptions

cmd-game = Alle Spiele: Spiele erstellen, beitreten und verfolgen.
cmd-game-new = Ein neues Spiel beliebiger Art in einem Thread dieses Kanals eröffnen.
    .game = Das Spiel: Wähle eins aus der Liste
    .options = Die Optionen des Spiels als key=value-Wörter: Wähle sie aus der Liste
    .turn_hours = Stunden pro Zug, 1 bis 168 (Standard 24)
    .bank_hours = Zeitkonto pro Spieler in Stunden, 0 bis 168: fängt verspätete Züge ab (Standard 0, keins)
    .max_players = Höchstzahl Spieler, 1 bis 50 (Standard 8, oder weniger, wenn das Spiel weniger erlaubt)
    .league = Ein Spiel dieser Liga (es gelten die Optionen der Liga; nur Mitglieder)
    .bots = Computerspieler, die jetzt Platz nehmen, 0 bis 7 (die Lobby hat Buttons für mehr)
    .bot_level = Wie gut die Computerspieler spielen (Standard normal)
    .bot_level-easy = leicht (Anfänger)
    .bot_level-normal = normal
    .bot_level-strong = stark (denkt voraus)
    .hints = Spieler dürfen mit /{ slash-hint } Tipps abfragen (zählt in der Wertung)
    .invite = Erwähne die Nutzer oder Rollen, für die die Lobby offen ist (Standard: alle)
    .language = Die Sprache der Beiträge des Spiels (Standard: die Sprache dieses Servers)
    .language-de = Deutsch
    .language-es-ES = Español
    .language-fr = Français
    .language-it = Italiano
    .language-nl = Nederlands
    .language-pt-BR = Português (Brasil)
    .language-en = English
cmd-game-solo = Ein Spiel allein spielen, im eigenen Tempo, in einem privaten Thread.
    .game = Das Spiel: Wähle eins aus der Liste
    .options = Die Optionen des Spiels als key=value-Wörter: Wähle sie aus der Liste
    .language = Die Sprache der Beiträge des Spiels (Standard: die dieses Servers oder deine)
    .language-de = Deutsch
    .language-es-ES = Español
    .language-fr = Français
    .language-it = Italiano
    .language-nl = Nederlands
    .language-pt-BR = Português (Brasil)
    .language-en = English
cmd-game-join = Dem Spiel dieses Threads beitreten.
    .game = Die ID des Spiels (außerhalb seines Threads)
cmd-game-leave = Das Spiel verlassen (aufgeben, falls es schon läuft).
    .game = Das Spiel (außerhalb seines Threads)
cmd-game-start = Das Spiel starten (nur der Host).
    .game = Das Spiel (außerhalb seines Threads)
cmd-game-cancel = Das Spiel abbrechen (Host oder Server verwalten).
    .game = Das Spiel (außerhalb seines Threads)
cmd-game-status = Der aktuelle Zug: Karten, Frist, wer noch spielen muss.
    .game = Das Spiel (außerhalb seines Threads)
cmd-game-scores = Der bisherige Punktestand.
    .game = Das Spiel (außerhalb seines Threads)
cmd-game-log = Das Protokoll eines Spiels: jeder Zug in der Notation des Spiels und was daraus folgte.
    .game = Das Spiel (außerhalb seines Threads)
    .from = Die Zeile, ab der gezeigt wird (Standard: die erste)
cmd-game-games = Deine laufenden Spiele, mit Links.
cmd-game-settings = Deine Einstellungen: Erinnerungen, Urlaub, eine DM, wenn dein Zug beginnt.
    .reminders = Erwähnt werden, wenn eine Frist naht
    .vacation = Abwesend: Deine Züge werden mit dem Standardzug des Spiels für dich gespielt
    .dm = Eine Direktnachricht, wenn ein Zug von dir beginnt (Standard aus)
    .language = Die Sprache deiner Direktnachrichten (Standard: deine Discord-Sprache)
    .language-de = Deutsch
    .language-es-ES = Español
    .language-fr = Français
    .language-it = Italiano
    .language-nl = Nederlands
    .language-pt-BR = Português (Brasil)
    .language-en = English
    .profile = Deine Spielerseite im Web: öffentlich oder nicht (Standard: nicht)
    .profile-public = öffentlich
    .profile-private = privat
cmd-game-replay = Ein beendetes Spiel Schritt für Schritt als animiertes Bild (privat).
    .game = Das beendete Spiel (außerhalb seines Threads)
cmd-game-export = Replay-Skript eines beendeten Spiels, um es offline abzuspielen, zu zeichnen, zu prüfen (privat).
    .game = Das beendete Spiel (außerhalb seines Threads)
cmd-game-help = So wird gespielt, und die Regeln in Kürze.
    .game = Ein Spiel, für seine Regeln in Kürze: Wähle eins aus der Liste
cmd-trail = Einen Pfad zeichnen (wähle einen aus der Liste).
    .trail = Der Pfad, z. B. C3-D4: Wähle einen aus der Liste
    .game = Das Spiel (außerhalb seines Threads)
cmd-move = Deinen Zug machen (wähle einen aus der Liste).
    .move = Dein Zug: Wähle einen aus der Liste
    .game = Das Spiel (außerhalb seines Threads)
cmd-undo = Deine letzte Aktion in diesem Zug zurücknehmen (wo das Spiel es erlaubt).
    .game = Das Spiel (außerhalb seines Threads)
cmd-pass = Deinen Zug ohne Aktion beenden (wo das Spiel es erlaubt).
    .game = Das Spiel (außerhalb seines Threads)
cmd-map = Dein Blatt oder das eines anderen Spielers als privates Bild.
    .player = Wessen Blatt (Standard: deins)
    .game = Das Spiel (außerhalb seines Threads)
cmd-hint = Die aktuell besten Züge, privat (wo das Spiel Tipps erlaubt).
    .game = Das Spiel (außerhalb seines Threads)
cmd-league = Community-Ligen: Saisons mit Spielen, Tabellen und Wertungen.
cmd-league-create = Eine Liga auf diesem Server erstellen (du wirst ihr Organisator).
    .name = Der Name der Liga (1 bis 40 Zeichen)
    .table_size = Spieler pro Tisch in einer Runde, 2 bis 50 (Standard 4)
    .season_days = Tage pro Saison, 1 bis 366 (Standard: bis ein Organisator sie beendet)
    .turn_hours = Stunden pro Zug in Ligaspielen, 1 bis 168 (Standard 24)
    .flat_points = Jede Tischgröße gibt dieselben Punkte pro Platz (Standard: skaliert)
    .game = Das Spiel der Liga (Standard: { $first_game })
    .options = Die Optionen des Spiels als key=value-Wörter: Wähle sie aus der Liste
cmd-league-join = Einer Liga beitreten: Du bekommst Plätze an den Tischen ihrer Runden.
    .league = Die Liga (Standard: die einzige Liga des Servers)
cmd-league-leave = Eine Liga verlassen (deine bisherigen Ergebnisse bleiben in der Tabelle).
    .league = Die Liga (Standard: die einzige Liga des Servers)
cmd-league-info = Einstellungen, Saison, Organisatoren und Mitglieder einer Liga.
    .league = Die Liga (Standard: die einzige Liga des Servers)
cmd-league-organisers = Die Organisatoren einer Liga verwalten.
cmd-league-organisers-add = Jemanden zum Organisator einer Liga machen (nur Organisatoren und Server verwalten).
    .user = Wer die Liga organisieren soll
    .league = Die Liga (Standard: die einzige Liga des Servers)
cmd-league-organisers-remove = Einen Organisator einer Liga entfernen (nur Organisatoren und Server verwalten).
    .user = Der Organisator, der entfernt wird
    .league = Die Liga (Standard: die einzige Liga des Servers)
cmd-league-round = Eine Runde starten: Die Mitglieder werden auf Tische verteilt, je Tisch ein Spiel-Thread.
    .league = Die Liga (Standard: die einzige Liga des Servers)
    .free_pace = Die Spiele dieser Runde im eigenen Tempo (Standard: wie die Liga es vorsieht)
cmd-league-standings = Die Tabelle einer Saison: Punkte, Siege, Schnitt, Bestwert, Wertungen.
    .league = Die Liga (Standard: die einzige Liga des Servers)
    .season = Die Saison (Standard: die aktuelle)
cmd-league-season = Die Saisons einer Liga.
cmd-league-season-end = Die laufende Saison jetzt beenden: Die Abschlusstabelle wird gepostet, eine neue beginnt.
    .league = Die Liga (Standard: die einzige Liga des Servers)
cmd-daily = Die Tagesherausforderung: jeden Tag dieselbe Insel und Karten für alle.
cmd-daily-play = Die heutige Herausforderung spielen (ein Versuch pro Tag), im privaten Thread oder per DM.
    .game = Das Spiel (Standard: { $first_daily })
cmd-daily-leaderboard = Die Bestenliste eines Tages: alle, die fertig sind, die Besten zuerst.
    .scope = Spieler dieses Servers (Standard auf einem Server mit dem Bot) oder alle
    .scope-server = Dieser Server
    .scope-global = Alle
    .date = Der Tag als JJJJ-MM-TT (Standard: heute)
    .game = Das Spiel (Standard: { $first_daily })
cmd-daily-stats = Deine Tagesbilanz (oder die eines anderen): Serien, Bestwert, Schnitt und ein Histogramm.
    .player = Wessen Bilanz (Standard: deine)
    .game = Das Spiel (Standard: { $first_daily })
cmd-daily-share = Zeig allen dein Tagesergebnis, ohne Spoiler.
    .date = Der Tag als JJJJ-MM-TT (Standard: heute)
    .game = Das Spiel (Standard: { $first_daily })

## Errors and refusals shared by every command

error-discord-refused = Discord hat abgelehnt: Mir fehlt eine Berechtigung in diesem Kanal (für ein Spiel: Kanal ansehen, Nachrichten senden, Threads und Dateien anhängen); frag einen Server-Admin
error-went-wrong = Etwas ist schiefgelaufen; bitte versuch es noch einmal.
error-not-here = Dieser Server wird von einem anderen Prozess des Bots bedient; bitte versuch es später noch einmal.
error-no-such-game = kein Spiel mit der ID { $id }
error-wrong-thread = dieser Thread ist Spiel { $here }; du hast { $named } genannt
needs-server = dafür muss der Bot auf dem Server sein: Nutze es auf einem Server mit dem Bot (`/{ slash-daily }` und `/{ slash-game } { slash-game-solo }` gehen überall)
threads-text-channel-only = Spiele laufen in Threads: Führe das in einem Textkanal aus
permissions-missing = Ich brauche { $count ->
        [one] die Berechtigung
       *[other] die Berechtigungen
    } { $missing } in diesem Kanal{ $purpose }; bitte einen Server-Admin, { $count ->
        [one] sie
       *[other] sie
    } zu erteilen
permissions-for-a-game = {""}
permissions-for-private-thread = , um den privaten Thread deines Spiels zu öffnen
permissions-for-tables = , um die Threads der Tische zu öffnen
permission-view-channel = Kanal ansehen
permission-send-messages = Nachrichten senden
permission-create-public-threads = Öffentliche Threads erstellen
permission-create-private-threads = Private Threads erstellen
permission-send-messages-in-threads = Nachrichten in Threads senden
permission-attach-files = Dateien anhängen
permission-embed-links = Links einbetten

## Opening a game

opening-too-many-players = { $game } ist für höchstens { $most } Spieler, nicht { $n }
opening-no-solo = { $game } hat kein Solospiel: Es ist für { $least } bis { $most } Spieler
opening-in-a-game-thread = das ist schon der Thread eines Spiels; führe { $command } in einem Kanal aus
opening-no-bots = { $game } hat noch keine Computerspieler
opening-no-bots-in-leagues = die Spiele einer Liga sind für ihre Mitglieder: keine Computerspieler
opening-bots-fill-the-table = { $bots } Computerspieler lassen keinen Platz für dich: Dieses Spiel ist für höchstens { $most } Spieler
opening-lobby-open = Spiel `{ $game }` ist in <#{ $thread }> offen: Dort kann man beitreten.

## Choosing a game and its options

choosing-no-such-game = hier gibt es kein Spiel „{ $typed }“; wähle eins aus der Liste: { $known }
choosing-no-game-hosted = dieser Bot hostet kein Spiel
choosing-options-written = Optionen werden als key=value geschrieben, durch Leerzeichen getrennt (z. B. `{ $example }`), nicht „{ $typed }“

## The common parts of messages

summary-round-turn = Runde { $round }, Zug { $turn }
names-and-more = und { $n } weitere
hints-used = {" "}({ $n ->
        [one] 1 Tipp
       *[other] { $n } Tipps
    })
mention-direct-messages = {"["}deine Direktnachrichten mit mir]({ $link })
options-turns = Züge à { $duration }
options-players = bis zu { $most } Spieler
lines-left-out = … und { $left } { $left ->
        [one] weitere Zeile
       *[other] weitere Zeilen
    }

## The game threads' posts

outbox-free-pace = **Freies Tempo**: Alle spielen dieselben Karten im eigenen Tempo. Deine nächsten Karten kommen, sobald du deinen Zug beendet hast; `/{ slash-map }` oder der Button zeigt sie nur dir.
outbox-everyone-played = Alle haben gespielt.
outbox-still-to-play = Noch am Zug: { $who }
outbox-replay = Das Replay des Spiels, Schritt für Schritt:
outbox-game-started = Das Spiel hat begonnen! Sitzreihenfolge: { $order }.
outbox-deadline = Frist: { $at }
outbox-no-deadline = Keine Frist: Die nächsten Karten kommen, sobald du gespielt hast.
outbox-turn-title = **Runde { $round }, Zug { $turn }**
outbox-has-played = { $who } hat gespielt. { $waiting }
outbox-turn-skipped = Runde { $round }, Zug { $turn }: { $what }; weiter zum nächsten Zug.
outbox-player-left = { $who } hat das Spiel verlassen.
outbox-reminder = Erinnerung: { $who } — der Zug endet { $at }.
outbox-time-is-up = Die Zeit ist um: { $who } { $words }.
outbox-round-over = **Runde { $round } ist vorbei.**
outbox-game-over = **Das Spiel ist vorbei!** { $count ->
        [one] Sieg
       *[other] Geteilter Sieg
    }: { $winners }
outbox-cancelled = <@{ $by }> hat das Spiel abgebrochen.
outbox-abandoned = { $who } ist gegangen, als letzte Person im Spiel: Es endet hier unvollendet (Computerspieler spielen nicht allein weiter).
outbox-lobby-expired = Diese Lobby ist nach { $days } Tagen ohne Start abgelaufen; öffne eine neue mit `{ $new }`.
outbox-game-expired = Dieses Spiel wurde nach { $days } Tagen ohne Zug geschlossen; es bleibt unvollendet.
outbox-solo-over = **Das Spiel ist vorbei!** { $who }: **{ $total } Punkte**{ $hints } ({ $breakdown })
outbox-title = Titel: **{ $title }**
outbox-par = Par { $par } (das Ergebnis des starken Computerspielers bei dieser Herausforderung){ $against }
outbox-par-beaten = : Du hast es um { $by } geschlagen!
outbox-par-matched = : Du hast es genau erreicht.
outbox-par-missed = .
outbox-daily-done = Das war die Tagesherausforderung vom { $date }: Zeig dein Ergebnis (ohne Spoiler) mit `/{ slash-daily } { slash-daily-share }{ $day }` in einem beliebigen Kanal und vergleiche mit `/{ slash-daily } { slash-daily-leaderboard }{ $day }`.

## Buttons

button-my-map = Meine Karte
button-hint = Tipp
button-my-cards = Meine Karten und Karte

## The commands' refusals

move-empty = nenne deinen Zug: Wähle einen aus der Liste
trail-empty = nenne einen Pfad, z. B. C3-D4: Wähle einen aus der Liste
map-not-a-player = diese Person spielt nicht in diesem Spiel mit
league-none-here = dieser Server hat noch keine Liga; ein Organisator erstellt eine mit /{ slash-league } { slash-league-create }
league-several-here = dieser Server hat mehrere Ligen: Wähle eine mit der Option `league`
daily-board-needs-server = die Bestenliste eines Servers braucht den Bot auf dem Server: Nutze hier `scope:Everyone`
daily-no-such-game = es gibt keine Tagesherausforderung für „{ $typed }“; Spiele mit einer: { $known }
daily-not-a-date = „{ $typed }“ ist kein Datum: Schreib es als JJJJ-MM-TT, z. B. { $today }
daily-not-yet = der { $date } ist noch nicht da: Die heutige Herausforderung ist { $today }

## The /game commands' replies

cancel-done = Spiel `{ $game }` ist abgebrochen.
export-done = Das Replay-Skript von Spiel `{ $game }`: `tucana replay { $file }` prüft es, `tucana render { $file } --animate -o game.gif` zeichnet es.
join-done = Du bist Spiel `{ $game }` beigetreten (bisher { $players } Spieler).
start-done = Spiel `{ $game }` hat mit { $players } Spielern begonnen.
leave-done = Du hast Spiel `{ $game }` verlassen.
leave-resigned = Du hast in Spiel `{ $game }` aufgegeben.
replay-done = Das Replay von Spiel `{ $game }`, Schritt für Schritt:
scores-title = Punktestand von Spiel `{ $game }`:
settings-now = Erinnerungen: { $reminders } · Urlaub: { $vacation } · Zug-DMs: { $dms }
settings-on = an
settings-off = aus
solo-thread-title = Solo · { $who } · { $game }
solo-ready = Dein Solospiel { $game } (`{ $id }`, { $options }) ist bereit in { $place }. { $how }
log-empty = Spiel `{ $game }`: Bisher ist nichts passiert, was alle lesen dürfen.
log-title = **Spiel `{ $game }`: Protokoll** (Zeilen { $first }–{ $last } von { $total })
hint-title = **Tipp** — die aktuell besten Züge des starken Computerspielers (Tipp { $used } in diesem Spiel; Tipps stehen in der Wertung):
hint-line = { $n }. `{ $text }` — { $gains } · am Ende kannst du etwa { $expected } Punkte erwarten
status-game = Spiel `{ $game }`
status-free-pace = Freies Tempo: Alle spielen im eigenen Tempo.
status-your-deadline = Frist für deinen Zug: { $at }

## The daily challenge's replies

weekday-monday = Montag
weekday-tuesday = Dienstag
weekday-wednesday = Mittwoch
weekday-thursday = Donnerstag
weekday-friday = Freitag
weekday-saturday = Samstag
weekday-sunday = Sonntag
daily-day = { $weekday } { $date } · { $options }
daily-cancelled = Dein Versuch an der heutigen Herausforderung ({ $day }) wurde abgebrochen; es gibt einen Versuch pro Tag. Die nächste Herausforderung kommt um { $next }.
daily-played = Du hast die heutige Herausforderung gespielt ({ $day }): **{ $total } Punkte**{ $title }.
    Zeig es mit `/{ slash-daily } { slash-daily-share }`, vergleiche mit `/{ slash-daily } { slash-daily-leaderboard }`. Die nächste Herausforderung kommt um { $next }.
daily-waiting = Dein heutiges Spiel ({ $day }) wartet in { $place }: { $summary }.
daily-thread-title = Tagesspiel { $which }{ $today } · { $name }
daily-ready = Die heutige Herausforderung ({ $day }) ist bereit in { $place }. { $how } Heute spielen alle dieselbe Herausforderung; ein Versuch pro Person. Die nächste Herausforderung kommt um { $next }.
daily-shared = Dein Ergebnis ist unten geteilt.
daily-share-title = Tagesspiel { $game } · { $date }
daily-share-card = **{ $name }** — Tagesspiel { $game } { $date } ({ $options }): **{ $total } Punkte**
daily-share-invite = Spiel dieselbe Herausforderung mit `/{ slash-daily } { slash-daily-play }`.
daily-share-invite-game = Spiel dieselbe Herausforderung mit `/{ slash-daily } { slash-daily-play } { slash-daily-play.game }:{ $game }`.
daily-par-beaten = {" "}· Par um { $by } geschlagen
daily-par-on = {" "}· Par erreicht
daily-par-below = {" "}· Par { $par }
daily-stats-title = **Tagesbilanz von { $name }**
daily-stats-picture-title = Tagesbilanz von { $name }
daily-stats-done-today = Die heutige Herausforderung ist erledigt; die nächste kommt um { $next }.
daily-stats-keep-streak = Spiel die heutige Herausforderung mit `/{ slash-daily } { slash-daily-play }`, um deine Serie zu halten (bis { $next }).
daily-stats-start-streak = Starte eine Serie mit `/{ slash-daily } { slash-daily-play }`.
daily-stats-played = { $n } gespielt
daily-stats-streak = Serie { $now } (beste { $best })
daily-stats-best = Bestwert { $best }
daily-stats-average = Schnitt { $average }
daily-board-this-server = dieser Server
daily-board-everyone = alle
daily-board-par = {" "}· Par { $par }
daily-board-title = **Tages-Bestenliste { $which }— { $date }** ({ $whose }, { $players } { $players ->
        [one] Spieler
       *[other] Spieler
    }){ $par }
daily-board-par-line = ┄ Par { $par }: der starke Computerspieler ┄
daily-board-empty = Noch niemand hat die Herausforderung dieses Tages beendet: Sei die erste Person mit `{ $play }`.
daily-board-line = { $rank }. { $name } — { $total } Punkte{ $bonus }{ $title }
daily-board-you = **{ $line }** ← du
page-of = Seite { $page } von { $pages }

## A game's lobby message

lobby-waiting = Warte auf Spieler: Tritt bei, dann startet der Host das Spiel.
lobby-started = Das Spiel hat begonnen.
lobby-over = Das Spiel ist vorbei.
lobby-cancelled = Das Spiel wurde abgebrochen.
lobby-message = **{ $name }** — Spiel `{ $game }`, gehostet von <@{ $host }>
    { $options }
    Spieler ({ $count }/{ $most }): { $players }
    { $state }
lobby-join = Beitreten
lobby-leave = Verlassen
lobby-start = Starten
lobby-add-bot = + Bot ({ $level })
lobby-remove-bot = − Bot

## The leagues' posts

league-counted-left = {" "}· hat das Spiel verlassen
league-counted-line = { $rank }. { $name } — { $score } · **{ $points } { $points ->
        [one] Ligapunkt
       *[other] Ligapunkte
    }** · Wertung { $before } → { $after } ({ $change }){ $left }
league-counted = **{ $league }** — Spiel `{ $game }` zählt für Saison { $season }:
    { $lines }
    Die Tabelle zeigt `/{ slash-league } { slash-league-standings }`.
league-season-over-empty = **{ $league } — Saison { $season } ist vorbei.** Kein Ligaspiel wurde beendet.
league-season-over = **{ $league } — Saison { $season } ist vorbei!** { $count ->
        [one] Meister
       *[other] Meister
    }: { $winners }
league-season-next-ends = Saison { $next } hat begonnen; sie endet { $ends }.
league-season-next = Saison { $next } hat begonnen.
league-season-more = … und { $n } weitere: `/{ slash-league } { slash-league-standings } { slash-league-standings.league }:{ $league } { slash-league-standings.season }:{ $season }`
league-season-picture = { $league } — Saison { $season }
league-final-table = Abschlusstabelle · { $players } { $players ->
        [one] Spieler
       *[other] Spieler
    }
league-season-afresh = { $next } Die Tabelle beginnt von vorn; Wertungen bleiben erhalten.

## The /league commands' replies

league-created = Liga **{ $league }** ist eröffnet. Mitglieder (du auch, wenn du mitspielen willst) treten mit `/{ slash-league } { slash-league-join }` bei; eine Runde startest du mit `/{ slash-league } { slash-league-round }`.
league-joined = Du bist **{ $league }** beigetreten ({ $members } { $members ->
        [one] Mitglied
       *[other] Mitglieder
    }). Du bekommst einen Platz an den Tischen der nächsten Runde.
league-left = Du hast **{ $league }** verlassen. Laufende Spiele gehen weiter.
league-organiser-added = <@{ $user }> organisiert jetzt **{ $league }**.
league-organiser-removed = <@{ $user }> organisiert **{ $league }** nicht mehr.
league-season-ended = Saison { $ended } von **{ $league }** ist vorbei; ihre Abschlusstabelle wird gepostet. Saison { $next } hat begonnen.
round-table-title = { $league } – Runde { $round }, Tisch { $table }
round-table-post = **{ $title }** — Ligaspiel `{ $game }`
    Spieler: { $players }
    Das Spiel hat begonnen. { $how }
round-table-line = Tisch { $table }: <#{ $thread }> — { $seated }
round-table-failed = Tisch { $table } ({ $players }) konnte nicht eröffnet werden: { $why }
round-announcement = **{ $league } — Runde { $round }** (Saison { $season }, Auslosungs-Seed { $seed })
round-opened = Runde { $round } von **{ $league }**: { $tables } { $tables ->
        [one] Tisch
       *[other] Tische
    } eröffnet.
league-info-ends = endet { $at }
league-info-ends-never = endet, wenn ein Organisator sie beendet
league-info-nobody = noch niemand
league-info-points-scaled = { $points } für 1., 2., ... an einem Tisch mit { $size }, skaliert für andere Größen
league-info-points-flat = { $points } für 1., 2., ... an jedem Tisch
league-info = **{ $name }**
    Spiele: { $game }, Züge à { $turns }, Tische mit { $size }
    Ligapunkte: { $scheme }
    Saison { $season } begann { $started }, { $season_end }; bisher { $counted } { $counted ->
        [one] Spiel
       *[other] Spiele
    } gewertet, { $live } laufen
    Ausgeloste Runden: { $rounds }
    Organisatoren: { $organisers }
    Mitglieder ({ $members }): { $member_names }

## A league's standings

standings-title = { $league } — Saison { $season }
standings-current = laufende Saison
standings-final = Abschlusstabelle
standings-subtitle = { $state } · { $games } { $games ->
        [one] Spiel
       *[other] Spiele
    } gewertet · Seite { $page } von { $pages }
standings-head = **{ $title }** ({ $state })
standings-elsewhere = Diese Liga ist nicht auf diesem Server.
standings-ratings = Wertungen (Können − 3 × Unsicherheit): { $ratings }

## Turn notices by direct message, and what no command shows

notice-your-turn = Du bist dran: { $line }
notice-your-turns = Du bist in { $games } Spielen dran:
component-unknown = kein Button dieses Bots
drawing-failed = das Bild konnte nicht gezeichnet werden: { $why }

## Lists and headings of the replies

games-yours = Deine Spiele ({ $waiting } warten auf dich):
away-title = **Seit deinem letzten Zug:**
away-more = …und { $more } weitere: `/{ slash-game } { slash-game-log }`
away-standings = Stand: { $totals }
opening-thread-title = { $game } – Spiel von { $host }
button-prev = Zurück
button-next = Weiter

## Languages (issue 44): the language of a user's direct messages, each language
## named in its own words.
settings-language = Sprache deiner Direktnachrichten: { $language }
language-de = Deutsch
language-es-ES = Español
language-fr = Français
language-it = Italiano
language-nl = Nederlands
language-pt-BR = Português (Brasil)
language-en = English
language-qps-ploc = Pseudosprache (Tests)

# The web pages (issue 45).
cmd-settings = Die Einstellungen dieses Servers (Server verwalten): seine Webseiten und Ruhezeiten.
    .web = Die Seiten seiner Ligen, Spiele und Tagesherausforderungen im Web
    .web-on = an
    .web-off = aus
    .quiet = Tägliche Ruhezeit, z. B. 23:00-07:00: keine Frist, keine Erinnerung darin; off entfernt sie
    .time_zone = Zeitzone der Ruhezeit, z. B. Europe/Berlin (Standard UTC)
settings-web-now = Webseiten dieses Servers: { $state }
settings-web-link = Seine Seite: { $url }
settings-web-no-url = Der Betreiber des Bots hat die Adresse der Seiten (WEB_URL) nicht angegeben, daher gibt es keinen Link dorthin.
settings-profile-public-at = Deine Spielerseite ist öffentlich: { $url }
settings-profile-public = Deine Spielerseite ist öffentlich.
settings-profile-private = Deine Spielerseite ist nicht öffentlich (dein Name steht auf den Seiten, ohne Link).
web-link-button = Im Web ansehen

## /game games: your games at a glance
games-name = **{ $name }** `{ $game }`
games-your-turn = **du bist am Zug**
games-waiting-for = wartet auf { $names }
games-due = fällig { $when }
# Before a game's choice in the `game` option's autocomplete, when it waits for you.
choice-your-turn = Du bist am Zug
# Where a game stands when it is not in play or tells no round.
summary-status = { $status ->
    [lobby] in der Lobby
    [finished] beendet
    [cancelled] abgebrochen
   *[active] läuft
}

## /league substitute
cmd-league-substitute = Ersatz für einen Spieler, der ging oder zwei Fristen verpasste (nur Organisatoren).
    .player = Der zu ersetzende Spieler
    .substitute = Wer den Platz übernimmt (ein Mitglied der Liga)
    .game = Das Spiel (Standard: das dieses Threads)
league-substituted = <@{ $sub }> spielt jetzt den Platz von <@{ $out }> in `{ $game }`: der Platz behält seine Züge.
outbox-substituted = { $sub } übernimmt den Platz von { $out }: Züge und Punkte bleiben, das Ergebnis zählt für den Ersatz.
## /game ratings and /game profile: ratings for every game (issue 46, point 7)

cmd-game-ratings = Die Wertungen dieses Servers in einem Spiel, die besten zuerst.
    .game = Das Spiel: wähle eins aus der Liste
    .page = Die Seite der Tabelle, 20 Spieler pro Seite (Standard: die erste)
cmd-game-profile = Die Bilanz eines Spielers in jedem Spiel dieses Servers, mit dem Verlauf seiner Wertungen.
    .player = Ein anderer Spieler (Standard: du)
ratings-none = Auf diesem Server hat noch niemand eine Wertung in { $game }: Jedes beendete Spiel zwischen Menschen wertet seine Spieler.
ratings-head = **Wertungen in { $game }** ({ $players } { $players ->
        [one] gewerteter Spieler
       *[other] gewertete Spieler
    } · Seite { $page } von { $pages }); Wertung = Können − 3 × Unsicherheit
ratings-line = { $position }. { $name } — { $rating } ({ $games } { $games ->
        [one] Partie
       *[other] Partien
    }, { $wins } { $wins ->
        [one] Sieg
       *[other] Siege
    })
profile-none = { $name } hat auf diesem Server noch keine gewertete Partie: Jedes beendete Spiel zwischen Menschen wertet seine Spieler.
profile-head = **Bilanz von { $name } auf diesem Server** (Wertung = Können − 3 × Unsicherheit)
profile-line = **{ $game }**: { $games } { $games ->
        [one] Partie
       *[other] Partien
    }, { $wins } { $wins ->
        [one] Sieg
       *[other] Siege
    }, Punkteschnitt { $mean }, Bestwert { $best }, Wertung { $rating }
profile-picture-title = Wertungen von { $name }
profile-picture-subtitle = { $rated } { $rated ->
        [one] gewertete Partie
       *[other] gewertete Partien
    } auf diesem Server
profile-picture-series = { $game }: { $rating }
profile-picture-empty = Noch keine gewertete Partie
profile-picture-axis = gewertete Partien, älteste zuerst
# Der spoilerfreie Text von /daily share (Issue 46, Punkt 9).
daily-share-paste = Tagesspiel { $game } { $date }: { $total } Punkte{ $par } · Serie { $streak }
## Invitations, kicks and rematches (issue 46)

cmd-game-kick = Einen Spieler aus der Lobby nehmen (nur der Host).
    .player = Der Spieler, der hinaus soll
    .game = Das Spiel (außerhalb seines Threads)
lobby-invited = Nur offen für { $who }.
lobby-invite-help = **Lobbys und Revanchen:** `/{ slash-game } { slash-game-new } { slash-game-new.invite }:@…` öffnet eine Lobby nur für die Erwähnten; der Host nimmt einen Spieler mit `/{ slash-game } { slash-game-kick }` hinaus (eingeladen darf er wiederkommen). Revanche unter dem Schlussbeitrag spielt mit denselben Spielern noch einmal: Es beginnt, sobald alle sie gedrückt haben.
invite-not-mentions = Die Option für Einladungen nimmt nur Erwähnungen: Tippe @ und wähle Nutzer oder Rollen aus der Liste.
invite-not-in-leagues = Ein Ligaspiel ist für die Mitglieder der Liga offen: Es nimmt keine Einladungen.
kick-done = <@{ $player }> ist nicht mehr in der Lobby von Spiel `{ $game }`.
kick-notice = <@{ $player }>, der Host hat dich aus der Lobby von Spiel `{ $game }` genommen.
rematch-button = Revanche
rematch-opened = Du hast die Revanche `{ $game }` in <#{ $thread }> eröffnet: Sie beginnt, sobald jeder Spieler dieses Spiels Revanche gedrückt hat.
rematch-joined = Du bist der Revanche `{ $game }` in <#{ $thread }> beigetreten: Sie beginnt, sobald alle dabei sind.
rematch-started = Die Revanche `{ $game }` hat in <#{ $thread }> begonnen.
# Zeitkonten und Ruhezeiten (Issue 46).
bank-options = Zeitkonto { $duration }
bank-left = { $hours } Std. { $minutes } Min.
bank-seat = { $name }: { $left }
bank-seat-running = { $name }: { $left }, läuft, aufgebraucht { $at }
bank-status = Verbleibende Zeitkonten: { $banks }
settings-quiet-now = Ruhezeit: { $window } ({ $zone }): In dieser Zeit läuft keine Frist ab und es gibt keine Erinnerung.
settings-quiet-off = Ruhezeit: aus
# /settings time_zone: alone, on a server without quiet hours.
settings-quiet-needs-window = Es gibt noch keine Ruhezeit zum Verschieben: gib auch das Zeitfenster an, z. B. `{ slash-settings.quiet }:23:00-07:00`.
