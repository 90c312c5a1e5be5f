# German (de) words of the core; translated from en.ftl.
# Terms of our own: Tagesherausforderung (daily challenge), Computerspieler (computer player), Tipp (hint), Liga/Saison/Runde/Tisch (league, season, round, table), Organisator (organiser), Wertung (rating), Lobby, Host, Ø (AVG).
# The slash commands' names are our own too (the slash-* messages below: spiel, neu, pfad, zug, karte, tipp, liga, täglich …).

as-written = { $text }
list-separator = {", "}
player-n = Spieler { $n }

timed-out = hat nicht rechtzeitig gezogen: Das Spiel hat den Standardzug gemacht
no-title = Diesmal kein Titel.
how-to-move = Mach deinen Zug mit `/{ slash-move }`.

## The service's refusals

no-undo = { $game } hat keinen Zug zum Zurücknehmen: Was gespielt ist, bleibt gespielt
no-pass = { $game } kennt kein Passen: Spiel deinen Zug mit `/{ slash-move }`

hint-still-thinking = dein letzter Tipp wird noch ausgetüftelt: Er kommt gleich
hint-nothing-to-suggest = es gibt nichts vorzuschlagen: Du hast gerade keinen passenden Zug
hint-thinkers-busy = die Tipp-Rechner sind mit Tipps anderer Spieler beschäftigt: Frag gleich noch einmal
replay-still-drawing = das angeforderte Replay wird noch gezeichnet: Es kommt gleich
starts-per-hour = du hast in der letzten Stunde { $count } Spiele gestartet, so viele wie erlaubt: Starte dieses etwas später

## What the games did, as the service's log and posts tell it
after-names = {" "}{ $text }
round-over = Runde { $round } ist vorbei.
turn-skipped-at = Runde { $round }, Zug { $turn }: { $what }.
legacy-turn-skipped = die Karten sind { $first } + { $second } und niemand kann sie zeichnen
legacy-breakdown = Sehenswürdigkeiten { $sights }, Dörfer { $villages }, Bonus { $bonus }
move-you-left = Du hast das Spiel verlassen.
## A game's options and state, as the generic code says them

no-option = { $game } hat keine Option { $key }
no-own-pace = { $game } wird nicht im eigenen Tempo jedes Spielers gespielt
options-unreadable = Optionen: { $error }
option-no = nein
option-yes = ja
turn-cards = die Karten: **{ $a }** und **{ $b }**
status-done = fertig
## The service's errors

app-no-such-game = kein Spiel mit der ID { $id }
app-not-a-player = du spielst in diesem Spiel nicht mit
app-already-joined = du bist schon in diesem Spiel
app-not-started = dieses Spiel hat noch nicht begonnen
app-already-started = dieses Spiel hat schon begonnen
app-game-finished = dieses Spiel ist vorbei
app-game-cancelled = dieses Spiel wurde abgebrochen
app-game-full = dieses Spiel ist voll ({ $n } Spieler)
app-host-cannot-leave = du bist der Host: Brich das Spiel ab, statt es zu verlassen
app-too-late = zu spät: Die Frist dieses Zugs ist abgelaufen und der nächste Zug beginnt gleich
app-game-broken = Spiel { $id } kann nicht geladen werden; ein Admin muss es sich ansehen
app-not-saved = der Zug konnte nicht gespeichert werden; bitte versuch es noch einmal
app-other-server = dieses Spiel ist auf einem anderen Server
app-private-game = das ist das Solospiel von jemand anderem
app-day-not-over = das ist eine Tagesherausforderung, für alle dasselbe Spiel: Replay und Skript gibt es erst, wenn der Tag für alle vorbei ist, { $opens }
app-wrong-thread = dieser Thread ist Spiel { $here }; du hast { $named } genannt
app-shutting-down = der Bot fährt gerade herunter; bitte versuch es gleich noch einmal
app-other-process = dieser Server wird von einem anderen Prozess des Bots bedient; bitte versuch es später noch einmal

## The service's refusals: a game's lobby and settings

app-host-adds-bots = nur der Host kann Computerspieler hinzufügen
app-host-removes-bots = nur der Host kann Computerspieler entfernen
app-host-starts = nur der Host kann dieses Spiel starten
app-host-cancels = nur der Host kann dieses Spiel abbrechen
app-solo-is-yours = ein Solospiel gehört dir allein
app-no-bots-yet = dieses Spiel hat noch keine Computerspieler
app-no-bot-to-remove = es gibt keinen Computerspieler zum Entfernen
app-bots-not-alone = ein Spiel braucht mindestens einen Menschen: Computerspieler spielen nicht allein
app-duration = { $unit ->
        [day] { $n ->
            [one] { $n } Tag
           *[other] { $n } Tage
        }
        [hour] { $n ->
            [one] { $n } Stunde
           *[other] { $n } Stunden
        }
        [minute] { $n ->
            [one] { $n } Minute
           *[other] { $n } Minuten
        }
       *[second] { $n ->
            [one] { $n } Sekunde
           *[other] { $n } Sekunden
        }
    }
app-deadline-out-of-range = die Frist pro Zug muss zwischen 1 Stunde und 7 Tagen liegen, nicht { $deadline }
app-reminder-too-early = die Erinnerung muss vor der Frist kommen: { $reminder } vor einer Frist von { $deadline } ist zu früh
app-max-players-out-of-range = ein Spiel ist für 1 bis { $most } Spieler, nicht { $players }
app-bot-stuck = Spiel { $game }: Ein Computerspieler konnte nicht ziehen
app-nothing-to-play = du hast gerade nichts zu spielen: Warte auf den nächsten Zug
app-turn-moved-on = der Zug ging weiter, während der Tipp berechnet wurde: Frag noch einmal

## The service's refusals: hints and computer players

app-hint-game-moved-on = das Spiel ging weiter, während der Tipp berechnet wurde: Frag noch einmal
app-hint-went-wrong = diesmal kein Tipp: Bei der Berechnung ging etwas schief (es ist protokolliert); spiel ohne weiter
app-league-no-bots = die Spiele einer Liga sind für ihre Mitglieder: keine Computerspieler
app-hints-off = Tipps sind in diesem Spiel aus: Der Host erlaubt sie beim Erstellen (nie bei Tagesherausforderungen oder Ligaspielen)

## The service's refusals: which game a call is about

app-leagues-on-a-server = Ligen gibt es auf einem Server: Nutze das dort
app-in-no-game = du bist auf diesem Server in keinem Spiel; nutze das im Thread eines Spiels oder starte eins mit /{ slash-game } { slash-game-new }
app-in-several-games = du bist in mehreren Spielen: Nutze das im Thread des Spiels oder wähle eins mit der Option `game`
app-name-the-game = nenne das Spiel mit der Option `game` oder nutze das im Thread des Spiels
app-name-the-game-undo = dieser Zug kann nicht zurückgenommen werden: Nenne das Spiel mit der Option `game` oder nutze das im Thread des Spiels
app-game-in-direct-messages = dieses Spiel läuft in Direktnachrichten mit dem Bot: Nutze das dort
app-started-resign-instead = das Spiel hat begonnen; nutze { $command }, um aufzugeben

## The service's refusals: how much one person may host

app-too-many-lobbies = du hostest schon { $n } offene { $n ->
        [one] Lobby
       *[other] Lobbys
    }: Starte oder schließe zuerst eine ({ $games })
app-too-many-solo = du hast schon { $n } laufende { $n ->
        [one] Solospiel
       *[other] Solospiele
    }: Beende oder brich zuerst eins ab ({ $games })
app-too-many-started = du hostest schon { $n } laufende { $n ->
        [one] Spiel
       *[other] Spiele
    }: Beende oder brich zuerst eins ab ({ $games })
app-too-many-bots = du hast in deinen Spielen schon { $n } { $n ->
        [one] Computerspieler
       *[other] Computerspieler
    } sitzen: Entferne einen oder beende zuerst ein Spiel

## The service's refusals: solo games and daily challenges

app-no-daily-secret = vom Betriebssystem kann kein Tagesgeheimnis gezogen werden ({ $why }); setze DAILY_SECRET
app-not-played-alone = { $game } wird nicht allein gespielt
app-no-daily-challenge = { $game } hat keine Tagesherausforderung
app-no-challenge-that-day = { $game } hat am { $date } keine Herausforderung
app-daily-not-played = du hast die Tagesherausforderung vom { $date } nicht gespielt
app-daily-not-finished = du hast die Tagesherausforderung vom { $date } noch nicht beendet

## The service's refusals: a league's settings and rounds

app-rating-beta = das Wertungs-β muss positiv sein, nicht { $value }
app-rating-tolerance = die Unsicherheitstoleranz der Wertung muss 0 oder mehr sein, nicht { $value }
app-rating-widening = die Saisonaufweitung muss 0 oder mehr sein, nicht { $value }
app-points-increase = Ligapunkte dürfen zu den hinteren Plätzen nicht steigen: { $points }
app-points-reference-size = die Referenz-Tischgröße der Punkte muss 2 bis { $most } sein, nicht { $size }
app-points-too-many-ranks = { $ranks } Plätze haben Punkte, aber ein Referenztisch hat nur { $size } Spieler
app-table-size = an einem Tisch sitzen { $least } bis { $most } Spieler, nicht { $size }
app-too-few-members = eine Ligarunde braucht mindestens zwei Mitglieder; diese Liga hat { $members }
app-no-organisers-yet = noch keine
app-only-organisers = nur die Organisatoren von { $league } ({ $organisers }) oder Server-Admins (Server verwalten) können { $what }
app-league-may-start-round = eine Runde starten
app-league-may-cancel-game = ein Ligaspiel abbrechen
app-league-may-add-organisers = Organisatoren hinzufügen
app-league-may-remove-organisers = Organisatoren entfernen
app-league-may-end-season = eine Saison beenden
app-already-member = du bist schon Mitglied von { $league }
app-not-a-member = du bist kein Mitglied von { $league }
app-already-organises = { $who } organisiert { $league } schon
app-does-not-organise = diese Person organisiert { $league } nicht
app-last-organiser = eine Liga behält mindestens einen Organisator; füge zuerst einen weiteren hinzu
app-table-not-played = Tisch { $table } wird nicht gespielt: Nur { $left } seiner Spieler { $left ->
        [one] ist
       *[other] sind
    } noch in { $league }
app-round-not-drawn = { $why }; Mitglieder treten mit /{ slash-league } { slash-league-join } bei
app-no-such-round = diese Runde gibt es nicht
app-no-such-table = die Runde hat keinen Tisch { $table }
app-league-plays-another = die Liga { $league } spielt { $plays }, nicht { $named }
app-members-open-games = nur Mitglieder von { $league } können ihre Spiele eröffnen; tritt zuerst mit /{ slash-league } { slash-league-join } bei
app-members-join-games = das ist ein Spiel der Liga { $league }: Nur ihre Mitglieder können beitreten
app-no-such-season = { $league } hat keine Saison { $number } (sie ist in Saison { $current })
app-name-the-league = nenne die Liga
app-no-such-league = hier gibt es keine Liga namens { $name }
app-league-gone = diese Liga gibt es nicht mehr
app-no-league-with-id = keine Liga mit der ID { $id }
app-results-not-replayed = die Ergebnisse können nicht nachgespielt werden: { $why }
app-league-name-length = der Name einer Liga hat 1 bis { $most } Zeichen
app-league-name-marks = der Name einer Liga darf ` * _ ~ | < > @ # und : nicht enthalten
app-season-length = eine Saison dauert 1 bis 366 Tage
app-league-name-taken = dieser Server hat schon eine Liga namens { $name }

## The service's refusals: replays, scripts and the games there are

app-not-that-many-moves = Spiel { $game } hat { $moves } Züge, nicht { $asked }
app-no-such-game-kind = hier gibt es kein Spiel { $id }; die Spiele sind { $games }
app-script-keeps-secret = das Skript dieses Spiels wird nicht herausgegeben: In { $game } würde es { $secret } verraten, was die Regeln auch nach dem Spiel geheim halten (das Replay zeigt das Spiel, wie alle es gesehen haben)
app-no-export-yet = { $game }-Spiele können noch nicht exportiert werden
app-replay-not-drawn = das Replay von { $game } kann nicht gezeichnet werden
app-replay-not-over = dieses Spiel ist nicht vorbei: Replay und Skript gibt es, sobald es endet (vorher würden sie zeigen, was noch verdeckt ist)
app-replay-not-now = das Replay von { $game } ist gerade nicht verfügbar: bitte versuch es später noch einmal
app-replay-gone = das Replay wird nicht mehr aufbewahrt

## A replay's captions

render-caption-turns = Runde { $round } · Züge { $first }–{ $last }
render-caption-turn = Runde { $round } · Zug { $turn }
render-caption-start = Der Start
render-caption-standings = Endwertung

## Words in the pictures and tables the core draws

render-col-player = SPIELER
render-col-games = SPIELE
render-col-wins = SIEGE
render-col-avg = Ø
render-col-best = BESTE
render-col-rating = WERTUNG
render-col-points = PUNKTE
render-no-league-games = Noch keine Ligaspiele beendet
render-no-daily-game = Noch kein Tagesspiel beendet: /{ slash-daily } { slash-daily-play }
render-player-n = Spieler { $n }
render-text-col-player = Spieler
render-text-col-games = Spiele
render-text-col-wins = Siege
render-text-col-points = Punkte
render-text-col-avg = Ø
render-text-col-best = beste
render-text-no-league-games = noch keine Ligaspiele beendet
render-text-page = Seite { $number } von { $pages }
app-league-permission = nur die Organisatoren der Liga oder Server-Admins können das

## The slash commands' names

slash-game = spiel
slash-game-new = neu
    .game = spiel
    .options = optionen
    .turn_hours = stunden_pro_zug
    .bank_hours = zeitkonto_stunden
    .max_players = max_spieler
    .league = liga
    .bots = bots
    .bot_level = bot_stärke
    .hints = tipps
    .invite = einladen
    .language = sprache
slash-game-solo = solo
    .game = spiel
    .options = optionen
    .language = sprache
slash-game-join = beitreten
    .game = spiel
slash-game-leave = verlassen
    .game = spiel
slash-game-start = starten
    .game = spiel
slash-game-cancel = abbrechen
    .game = spiel
slash-game-status = status
    .game = spiel
slash-game-scores = punkte
    .game = spiel
slash-game-log = log
    .game = spiel
    .from = ab
slash-game-games = spiele
slash-game-settings = einstellungen
    .reminders = erinnerungen
    .vacation = urlaub
    .dm = dm
    .language = sprache
    .profile = profil
slash-game-replay = replay
    .game = spiel
slash-game-export = export
    .game = spiel
slash-game-help = hilfe
    .game = spiel
slash-trail = pfad
    .trail = pfad
    .game = spiel
slash-move = zug
    .move = zug
    .game = spiel
slash-undo = rückgängig
    .game = spiel
slash-pass = passen
    .game = spiel
slash-map = karte
    .player = spieler
    .game = spiel
slash-hint = tipp
    .game = spiel
slash-league = liga
slash-league-create = erstellen
    .name = name
    .table_size = tischgröße
    .season_days = saisontage
    .turn_hours = stunden_pro_zug
    .flat_points = feste_punkte
    .game = spiel
    .options = optionen
slash-league-join = beitreten
    .league = liga
slash-league-leave = verlassen
    .league = liga
slash-league-info = info
    .league = liga
slash-league-organisers = organisatoren
slash-league-organisers-add = hinzufügen
    .user = nutzer
    .league = liga
slash-league-organisers-remove = entfernen
    .user = nutzer
    .league = liga
slash-league-round = runde
    .league = liga
    .free_pace = freies_tempo
slash-league-standings = tabelle
    .league = liga
    .season = saison
slash-league-season = saison
slash-league-season-end = beenden
    .league = liga
slash-daily = täglich
slash-daily-play = spielen
    .game = spiel
slash-daily-leaderboard = bestenliste
    .scope = bereich
    .date = datum
    .game = spiel
slash-daily-stats = statistik
    .player = spieler
    .game = spiel
slash-daily-share = teilen
    .date = datum
    .game = spiel

command-game-new = /{ slash-game } { slash-game-new } { slash-game-new.game }:{ $game }
command-game-new-any = /{ slash-game } { slash-game-new }
command-game-solo = /{ slash-game } { slash-game-solo } { slash-game-solo.game }:{ $game }
command-game-leave = /{ slash-game } { slash-game-leave }
command-daily-play = /{ slash-daily } { slash-daily-play }
command-daily-play-game = /{ slash-daily } { slash-daily-play } { slash-daily-play.game }:{ $game }

level-easy = leicht
level-normal = normal
level-strong = stark
bot-name = Bot { $n } ({ $level })

notice-line = { $game } `{ $id }`, Runde { $round }, Zug { $turn }
notice-a-game = Ein Spiel

# The web pages (issue 45).
app-not-shown = diese Seite gibt es nicht
app-web-server-only = die Webseiten eines Servers werden auf diesem Server eingestellt
app-web-admins-only = nur wer diesen Server verwalten darf (Server verwalten), kann seine Webseiten ein- oder ausschalten
slash-settings = einstellungen
    .web = web
    .quiet = ruhezeit
    .time_zone = zeitzone

## /league substitute (the service's refusals and the command's names)
slash-league-substitute = ersatz
    .player = spieler
    .substitute = ersatz
    .game = spiel
app-substitute-resigned = dieser Spieler hat aufgegeben: die Züge eines aufgegebenen Platzes enden ohne Zug, wer auch immer dort säße
app-substitute-bot = der Platz eines Computerspielers braucht keinen Ersatz
app-substitute-plays = der Ersatz spielt schon in diesem Spiel mit
app-substitute-league-only = nur ein Ligaspiel nimmt einen Ersatz
app-substitute-not-member = { $name } ist kein Mitglied von { $league }: zuerst mit `/{ slash-league } { slash-league-join }` beitreten
app-substitute-too-soon = ein Spieler, der noch in der Liga ist, wird erst ersetzt, nachdem er { $needed } Fristen des Spiels verpasst hat (bisher { $missed })
app-league-may-substitute = einen Ersatz einsetzen
## /game ratings and /game profile (issue 46, point 7)
slash-game-ratings = wertungen
    .game = spiel
    .page = seite
slash-game-profile = profil
    .player = spieler
# Invitations, kicks and rematches (issue 46).
app-invite-too-many = du hast { $n } eingeladen, aber das Spiel hat neben dem Host nur Platz für { $most }
app-invite-only = Spiel `{ $game }` ist nur für eingeladene Spieler offen: Bitte den Host um eine Einladung
app-kick-host-only = nur der Host kann Spieler aus der Lobby nehmen
app-kick-not-yourself = du bist der Host: Brich das Spiel ab, statt dich selbst hinauszunehmen
app-kick-not-in-lobby = dieser Spieler ist nicht in dieser Lobby
app-rematch-already-in = du bist schon in der Revanche `{ $game }`
app-rematch-not-over = dieses Spiel ist noch nicht vorbei: Die Revanche kommt nach seinem Ende
app-rematch-none = ein Solospiel, eine Tagesherausforderung oder ein Ligaspiel hat keine Revanche
app-rematch-players-only = nur die Spieler von Spiel `{ $game }` können eine Revanche verlangen
slash-game-kick = entfernen
    .player = spieler
    .game = spiel

# Zeitkonten und Ruhezeiten (Issue 46).
app-bank-out-of-range = das Zeitkonto darf höchstens { $most } betragen, nicht { $bank }
app-quiet-bad-window = eine Ruhezeit ist ein tägliches Zeitfenster wie 23:00-07:00 (zwei verschiedene Uhrzeiten) oder off
app-quiet-bad-zone = { $zone } ist keine Zeitzone: gib ihren IANA-Namen an, etwa Europe/Berlin oder America/New_York
app-quiet-server-only = die Ruhezeit eines Servers wird auf diesem Server eingestellt
app-quiet-admins-only = nur wer diesen Server verwalten darf (Server verwalten), kann seine Ruhezeit einstellen
