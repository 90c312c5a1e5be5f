# Dutch (nl) words of the Discord bot; translated from en.ftl.
# Terms of our own: competitie (league), seizoen, ronde, tafel, organisator, dagelijkse uitdaging (daily challenge), par, computerspeler / bot, lobby, draad (thread), bord (map).

## /game help

help-how-play = **Zo speel je:** `/{ slash-game } { slash-game-new } { slash-game-new.game }:…` opent een spel in een draad (opties: `key=value`-woorden uit de lijst); spelers drukken op Join, de host op Start. `/{ slash-move }` speelt je zet (de lijst toont ze, beste eerst), `/{ slash-map }` toont je eigen bord; waar het spel zulke zetten kent, neemt `/{ slash-undo }` er een terug en beëindigt `/{ slash-pass }` je beurt.
help-how-bots = **Computerspelers:** de knoppen van de lobby of `bots:2 bot_level:strong` zetten bots aan tafel; ze tellen nooit mee in competities. `/{ slash-hint }` toont privé de beste zetten, in solospellen en waar de host `hints` toestaat. Elke dagelijkse uitdaging heeft een par: de score van de sterke bot.
help-how-alone = **Alleen:** `/{ slash-game } { slash-game-solo } { slash-game-solo.game }:…`; `/{ slash-daily } { slash-daily-play }` is de uitdaging van vandaag, voor iedereen dezelfde, dan `/{ slash-daily } { slash-daily-leaderboard }`, `/{ slash-daily } { slash-daily-stats }`, `/{ slash-daily } { slash-daily-share }`.
help-how-leagues = **Competities:** `/{ slash-league } { slash-league-join }`, `/{ slash-league } { slash-league-standings }`, `/{ slash-league } { slash-league-info }`. **Web:** `/{ slash-settings } { slash-settings.web }`.
help-how-every = **Elk spel:** `/{ slash-game } { slash-game-join }|{ slash-game-leave }|{ slash-game-start }|{ slash-game-cancel }|{ slash-game-status }|{ slash-game-scores }|{ slash-game-log }|{ slash-game-games }|{ slash-game-settings }|{ slash-game-ratings }|{ slash-game-profile }|{ slash-game-help }`. Je volgende zet, bord of status begint met wat er sinds je vorige zet gebeurd is; `/{ slash-game } { slash-game-log }` toont het hele spel.
help-how-rules = **De regels van een spel in het kort:** `/{ slash-game } { slash-game-help } { slash-game-help.game }:…`.
help-how-finished = **Afgelopen spellen:** `/{ slash-game } { slash-game-replay }` toont er een stap voor stap (een bewegende afbeelding), `/{ slash-game } { slash-game-export }` geeft het replayscript voor `tucana replay` en `tucana render`.
help-own-trail = **Eigen commando:** `/{ slash-trail }`, de naam van dit spel voor `/{ slash-move }`: teken een pad, bijv. `/{ slash-trail } C3-D4`.
help-game = **{ $name }** (`{ $command }`)
help-game-rules = **{ $name }** (`{ $command }`): { $rules }

## /game games

games-none = Je zit in geen enkel spel op deze server. Begin er een met /{ slash-game } { slash-game-new }.

## A move's reply

move-done = Klaar.
move-last-of-game = Dat was de laatste zet van het spel!

## A free-paced game's own turn, for its player alone

own-turn = Jouw { $progress }: { $headline }
## The slash commands' descriptions, applied when the commands are registered

cmd-game = Elk spel: spellen maken, meedoen en volgen.
cmd-game-new = Open een nieuw spel, van welke soort ook, in een draad van dit kanaal.
    .game = Het spel: kies er een uit de lijst
    .options = De opties van het spel als key=value-woorden: kies ze uit de lijst
    .turn_hours = Uren per beurt, 1 tot 168 (standaard 24)
    .bank_hours = Tijdbank per speler in uren, 0 tot 168: vangt late zetten op (standaard 0, geen)
    .max_players = Maximaal aantal spelers, 1 tot 50 (standaard 8, of minder als het spel minder toelaat)
    .league = Een spel van deze competitie (haar opties gelden; alleen voor leden)
    .bots = Computerspelers die nu aan tafel gaan, 0 tot 7 (de lobby heeft knoppen voor meer)
    .bot_level = Hoe goed de computerspelers spelen (standaard normaal)
    .bot_level-easy = makkelijk (een beginner)
    .bot_level-normal = normaal
    .bot_level-strong = sterk (denkt vooruit)
    .hints = Laat spelers hints vragen met /{ slash-hint } (telt mee in de stand)
    .invite = Noem de gebruikers of rollen voor wie de lobby openstaat (standaard: iedereen)
    .language = De taal van de berichten van het spel (standaard: die van deze server)
    .language-de = Deutsch
    .language-es-ES = Español
    .language-fr = Français
    .language-it = Italiano
    .language-nl = Nederlands
    .language-pt-BR = Português (Brasil)
    .language-en = English
cmd-game-solo = Speel een spel alleen, in je eigen tempo, in een privédraad.
    .game = Het spel: kies er een uit de lijst
    .options = De opties van het spel als key=value-woorden: kies ze uit de lijst
    .language = De taal van de berichten van het spel (standaard: die van deze server, of de jouwe)
    .language-de = Deutsch
    .language-es-ES = Español
    .language-fr = Français
    .language-it = Italiano
    .language-nl = Nederlands
    .language-pt-BR = Português (Brasil)
    .language-en = English
cmd-game-join = Doe mee aan het spel van deze draad.
    .game = De id van het spel (buiten de draad)
cmd-game-leave = Verlaat het spel (geef op, als het al begonnen is).
    .game = Het spel (buiten de draad)
cmd-game-start = Start het spel (alleen de host).
    .game = Het spel (buiten de draad)
cmd-game-cancel = Annuleer het spel (host, of Server beheren).
    .game = Het spel (buiten de draad)
cmd-game-status = De beurt van het spel: kaarten, deadline, wie nog moet spelen.
    .game = Het spel (buiten de draad)
cmd-game-scores = De scores tot nu toe.
    .game = Het spel (buiten de draad)
cmd-game-log = Het logboek van een spel: elke zet in de notatie van het spel, en wat eruit volgde.
    .game = Het spel (buiten de draad)
    .from = De regel om mee te beginnen (standaard: de eerste)
cmd-game-games = Je lopende spellen, met links.
cmd-game-settings = Je instellingen: herinneringen, vakantie, een DM als je beurt begint.
    .reminders = Genoemd worden als een deadline nadert
    .vacation = Afwezig: je beurten worden voor je gespeeld, met de standaardzet van het spel
    .dm = Een privébericht als een beurt van jou begint (standaard uit)
    .language = De taal van je privéberichten (standaard: je Discord-taal)
    .language-de = Deutsch
    .language-es-ES = Español
    .language-fr = Français
    .language-it = Italiano
    .language-nl = Nederlands
    .language-pt-BR = Português (Brasil)
    .language-en = English
    .profile = Je spelerspagina op het web: openbaar of niet (standaard niet)
    .profile-public = openbaar
    .profile-private = privé
cmd-game-replay = Een afgelopen spel, stap voor stap, als bewegende afbeelding (privé).
    .game = Het afgelopen spel (buiten de draad)
cmd-game-export = Het replayscript van een afgelopen spel, om het offline af te spelen, te tekenen of te controleren.
    .game = Het afgelopen spel (buiten de draad)
cmd-game-help = Hoe je speelt, en de regels in het kort.
    .game = Een spel, voor de regels in het kort: kies er een uit de lijst
cmd-trail = Teken een pad (kies er een uit de lijst).
    .trail = Het pad, bijv. C3-D4: kies er een uit de lijst
    .game = Het spel (buiten de draad)
cmd-move = Doe je zet (kies er een uit de lijst).
    .move = Je zet: kies er een uit de lijst
    .game = Het spel (buiten de draad)
cmd-undo = Neem je laatste zet van deze beurt terug (waar het spel dat toestaat).
    .game = Het spel (buiten de draad)
cmd-pass = Beëindig je beurt zonder zet (waar het spel dat toestaat).
    .game = Het spel (buiten de draad)
cmd-map = Je eigen bord, of dat van een andere speler, als privéafbeelding.
    .player = Wiens bord (standaard: het jouwe)
    .game = Het spel (buiten de draad)
cmd-hint = De beste zetten voor deze beurt, privé (waar het spel hints toestaat).
    .game = Het spel (buiten de draad)
cmd-league = Communitycompetities: seizoenen van spellen, standen en ratings.
cmd-league-create = Maak een competitie op deze server (je wordt de organisator).
    .name = De naam van de competitie (1 tot 40 tekens)
    .table_size = Spelers per tafel in een ronde, 2 tot 50 (standaard 4)
    .season_days = Dagen per seizoen, 1 tot 366 (standaard: tot een organisator het beëindigt)
    .turn_hours = Uren per beurt in competitiespellen, 1 tot 168 (standaard 24)
    .flat_points = Geef elke tafelgrootte dezelfde punten per plaats (standaard: geschaald)
    .game = Het spel van de competitie (standaard: { $first_game })
    .options = De opties van het spel als key=value-woorden: kies ze uit de lijst
cmd-league-join = Word lid van een competitie: je krijgt een plaats aan de tafels van haar rondes.
    .league = De competitie (standaard: de enige van de server)
cmd-league-leave = Verlaat een competitie (je resultaten tot nu toe blijven in de stand).
    .league = De competitie (standaard: de enige van de server)
cmd-league-info = Instellingen, seizoen, organisatoren en leden van een competitie.
    .league = De competitie (standaard: de enige van de server)
cmd-league-organisers = Beheer de organisatoren van een competitie.
cmd-league-organisers-add = Maak iemand organisator van een competitie (organisatoren en Server beheren).
    .user = Wie de competitie gaat organiseren
    .league = De competitie (standaard: de enige van de server)
cmd-league-organisers-remove = Verwijder een organisator van een competitie (organisatoren en Server beheren).
    .user = De organisator die weg moet
    .league = De competitie (standaard: de enige van de server)
cmd-league-round = Start een ronde: de leden worden over tafels verdeeld, elke tafel krijgt een draad.
    .league = De competitie (standaard: de enige van de server)
    .free_pace = De spellen van deze ronde in ieders eigen tempo (standaard: zoals de competitie zegt)
cmd-league-standings = De stand van een seizoen: punten, zeges, gemiddelde en beste score, ratings.
    .league = De competitie (standaard: de enige van de server)
    .season = Het seizoen (standaard: het huidige)
cmd-league-season = De seizoenen van een competitie.
cmd-league-season-end = Beëindig nu het seizoen: de eindstand wordt gepost en een nieuw seizoen begint.
    .league = De competitie (standaard: de enige van de server)
cmd-daily = De dagelijkse uitdaging: elke dag hetzelfde eiland en dezelfde kaarten voor iedereen.
cmd-daily-play = Speel de uitdaging van vandaag (één poging per dag), in een privédraad of in je DM's.
    .game = Het spel (standaard: { $first_daily })
cmd-daily-leaderboard = De ranglijst van een dag: de spelers die klaar zijn, beste eerst.
    .scope = De spelers van deze server (standaard op een server met de bot) of iedereen
    .scope-server = Deze server
    .scope-global = Iedereen
    .date = De dag, als JJJJ-MM-DD (standaard: vandaag)
    .game = Het spel (standaard: { $first_daily })
cmd-daily-stats = Jouw dagelijkse record (of dat van een ander): reeksen, beste, gemiddelde en een histogram.
    .player = Wiens record (standaard: het jouwe)
    .game = Het spel (standaard: { $first_daily })
cmd-daily-share = Laat iedereen je resultaat van de dag zien, zonder spoilers.
    .date = De dag, als JJJJ-MM-DD (standaard: vandaag)
    .game = Het spel (standaard: { $first_daily })

## Errors and refusals shared by every command

error-discord-refused = Discord weigerde: ik mis een recht in dit kanaal (voor een spel: Kanaal bekijken, Berichten versturen, threads en Bestanden bijvoegen); vraag het een serverbeheerder
error-went-wrong = Er ging iets mis; probeer het opnieuw.
error-not-here = Deze server wordt door een ander proces van de bot bediend; probeer het later opnieuw.
error-no-such-game = geen spel met id { $id }
error-wrong-thread = deze draad is spel { $here }; je noemde { $named }
needs-server = hiervoor moet de bot op de server zijn: gebruik dit op een server waar de bot is (`/{ slash-daily }` en `/{ slash-game } { slash-game-solo }` werken overal)
threads-text-channel-only = spellen worden in draden gespeeld: gebruik dit in een tekstkanaal
permissions-missing = Ik heb { $count ->
        [one] het recht
       *[other] de rechten
    } { $missing } nodig in dit kanaal{ $purpose }; vraag een serverbeheerder { $count ->
        [one] het
       *[other] ze
    } te geven
permissions-for-a-game = {""}
permissions-for-private-thread = {" "}om de privédraad van je spel te openen
permissions-for-tables = {" "}om de draden van de tafels te openen
permission-view-channel = Kanaal bekijken
permission-send-messages = Berichten versturen
permission-create-public-threads = Openbare threads maken
permission-create-private-threads = Privéthreads maken
permission-send-messages-in-threads = Berichten versturen in threads
permission-attach-files = Bestanden bijvoegen
permission-embed-links = Links insluiten

## Opening a game

opening-too-many-players = { $game } is voor hooguit { $most } spelers, niet { $n }
opening-no-solo = { $game } heeft geen solospel: het is voor { $least } tot { $most } spelers
opening-in-a-game-thread = dit is al de draad van een spel; gebruik { $command } in een kanaal
opening-no-bots = { $game } heeft nog geen computerspelers
opening-no-bots-in-leagues = de spellen van een competitie zijn voor haar leden: geen computerspelers
opening-bots-fill-the-table = { $bots } computerspelers laten geen plaats voor jou over: dit spel is voor hooguit { $most } spelers
opening-lobby-open = Spel `{ $game }` is open in <#{ $thread }>: spelers doen daar mee.

## Choosing a game and its options

choosing-no-such-game = er is hier geen spel “{ $typed }”; kies er een uit de lijst: { $known }
choosing-no-game-hosted = deze bot host geen spellen
choosing-options-written = opties schrijf je als key=value, gescheiden door spaties (bijv. `{ $example }`), niet “{ $typed }”

## The common parts of messages

summary-round-turn = ronde { $round }, beurt { $turn }
names-and-more = en nog { $n }
hints-used = {" "}({ $n ->
        [one] 1 hint
       *[other] { $n } hints
    })
mention-direct-messages = {"["}je privéberichten met mij]({ $link })
options-turns = beurten van { $duration }
options-players = tot { $most } spelers
lines-left-out = … en nog { $left } { $left ->
        [one] regel
       *[other] regels
    }

## The game threads' posts

outbox-free-pace = **Eigen tempo**: iedereen speelt dezelfde kaarten in eigen tempo. Je volgende kaarten komen zodra je je beurt afrondt; `/{ slash-map }` of de knop laat ze alleen aan jou zien.
outbox-everyone-played = Iedereen heeft gespeeld.
outbox-still-to-play = Moet nog spelen: { $who }
outbox-replay = De replay van het spel, stap voor stap:
outbox-game-started = Het spel is begonnen! Volgorde: { $order }.
outbox-deadline = Deadline: { $at }
outbox-no-deadline = Geen deadline: de volgende kaarten komen zodra je gespeeld hebt.
outbox-turn-title = **Ronde { $round }, beurt { $turn }**
outbox-has-played = { $who } heeft gespeeld. { $waiting }
outbox-turn-skipped = Ronde { $round }, beurt { $turn }: { $what }; door naar de volgende beurt.
outbox-player-left = { $who } heeft het spel verlaten.
outbox-reminder = Herinnering: { $who } — de beurt eindigt { $at }.
outbox-time-is-up = De tijd is om: { $who } { $words }.
outbox-round-over = **Ronde { $round } is voorbij.**
outbox-game-over = **Het spel is afgelopen!** { $count ->
        [one] Winnaar
       *[other] Winnaars
    }: { $winners }
outbox-cancelled = <@{ $by }> heeft het spel geannuleerd.
outbox-abandoned = { $who } is vertrokken, de laatste persoon in het spel: het eindigt hier, onvoltooid (computerspelers spelen niet alleen verder).
outbox-lobby-expired = Deze lobby is verlopen na { $days } dagen zonder start; open een nieuwe met `{ $new }`.
outbox-game-expired = Dit spel is gesloten na { $days } dagen zonder zet; het blijft onvoltooid.
outbox-solo-over = **Het spel is afgelopen!** { $who }: **{ $total } punten**{ $hints } ({ $breakdown })
outbox-title = Titel: **{ $title }**
outbox-par = Par { $par } (de score van de sterke computerspeler op deze uitdaging){ $against }
outbox-par-beaten = : je versloeg hem met { $by }!
outbox-par-matched = : je evenaarde hem.
outbox-par-missed = .
outbox-daily-done = Dat was de dagelijkse uitdaging van { $date }: laat je resultaat zien (zonder spoilers) met `/{ slash-daily } { slash-daily-share }{ $day }` in elk kanaal, en vergelijk met `/{ slash-daily } { slash-daily-leaderboard }{ $day }`.

## Buttons

button-my-map = Mijn bord
button-hint = Hint
button-my-cards = Mijn kaarten en bord

## The commands' refusals

move-empty = noem je zet: kies er een uit de lijst
trail-empty = noem een pad, bijv. C3-D4: kies er een uit de lijst
map-not-a-player = die speler zit niet in dit spel
league-none-here = deze server heeft nog geen competitie; een organisator maakt er een met /{ slash-league } { slash-league-create }
league-several-here = deze server heeft meerdere competities: kies er een met de optie `league`
daily-board-needs-server = de ranglijst van een server heeft de bot op de server nodig: gebruik hier `scope:Everyone`
daily-no-such-game = er is geen dagelijkse uitdaging van “{ $typed }”; de spellen die er een hebben: { $known }
daily-not-a-date = “{ $typed }” is geen datum: schrijf hem als JJJJ-MM-DD, bijv. { $today }
daily-not-yet = { $date } is nog niet aangebroken: de uitdaging van vandaag is { $today }

## The /game commands' replies

cancel-done = Spel `{ $game }` is geannuleerd.
export-done = Het replayscript van spel `{ $game }`: `tucana replay { $file }` controleert het, `tucana render { $file } --animate -o game.gif` tekent het.
join-done = Je doet mee aan spel `{ $game }` ({ $players } spelers tot nu toe).
start-done = Spel `{ $game }` is begonnen met { $players } spelers.
leave-done = Je hebt spel `{ $game }` verlaten.
leave-resigned = Je hebt opgegeven in spel `{ $game }`.
replay-done = De replay van spel `{ $game }`, stap voor stap:
scores-title = Scores van spel `{ $game }`:
settings-now = Herinneringen: { $reminders } · Vakantie: { $vacation } · DM's bij je beurt: { $dms }
settings-on = aan
settings-off = uit
solo-thread-title = Solo · { $who } · { $game }
solo-ready = Je solospel { $game } (`{ $id }`, { $options }) staat klaar in { $place }. { $how }
log-empty = Spel `{ $game }`: er is nog niets gebeurd dat iedereen mag lezen.
log-title = **Spel `{ $game }`: het logboek** (regels { $first }–{ $last } van { $total })
hint-title = **Hint** — de beste zetten van de sterke computerspeler voor deze beurt (hint { $used } in dit spel; hints zijn zichtbaar in de stand):
hint-line = { $n }. `{ $text }` — { $gains } · je kunt aan het eind zo'n { $expected } punten verwachten
status-game = Spel `{ $game }`
status-free-pace = Eigen tempo: iedereen speelt in eigen tempo.
status-your-deadline = Deadline van je beurt: { $at }

## The daily challenge's replies

weekday-monday = maandag
weekday-tuesday = dinsdag
weekday-wednesday = woensdag
weekday-thursday = donderdag
weekday-friday = vrijdag
weekday-saturday = zaterdag
weekday-sunday = zondag
daily-day = { $weekday } { $date } · { $options }
daily-cancelled = Je poging voor de uitdaging van vandaag ({ $day }) is geannuleerd; er is één poging per dag. De volgende uitdaging komt om { $next }.
daily-played = Je hebt de uitdaging van vandaag gespeeld ({ $day }): **{ $total } punten**{ $title }.
    Laat het zien met `/{ slash-daily } { slash-daily-share }`, vergelijk met `/{ slash-daily } { slash-daily-leaderboard }`. De volgende uitdaging komt om { $next }.
daily-waiting = Je spel van vandaag ({ $day }) wacht in { $place }: { $summary }.
daily-thread-title = Dagelijks { $which }{ $today } · { $name }
daily-ready = De uitdaging van vandaag ({ $day }) staat klaar in { $place }. { $how } Iedereen speelt vandaag dezelfde uitdaging; één poging per persoon. De volgende uitdaging komt om { $next }.
daily-shared = Je resultaat staat hieronder.
daily-share-title = Dagelijks { $game } · { $date }
daily-share-card = **{ $name }** — Dagelijks { $game } { $date } ({ $options }): **{ $total } punten**
daily-share-invite = Speel dezelfde uitdaging met `/{ slash-daily } { slash-daily-play }`.
daily-share-invite-game = Speel dezelfde uitdaging met `/{ slash-daily } { slash-daily-play } { slash-daily-play.game }:{ $game }`.
daily-par-beaten = {" "}· par verslagen met { $by }
daily-par-on = {" "}· gelijk aan par
daily-par-below = {" "}· par { $par }
daily-stats-title = **Dagelijks record van { $name }**
daily-stats-picture-title = Dagelijks record van { $name }
daily-stats-done-today = De uitdaging van vandaag is gespeeld; de volgende komt om { $next }.
daily-stats-keep-streak = Speel de uitdaging van vandaag met `/{ slash-daily } { slash-daily-play }` om je reeks te houden (tot { $next }).
daily-stats-start-streak = Begin een reeks met `/{ slash-daily } { slash-daily-play }`.
daily-stats-played = { $n } gespeeld
daily-stats-streak = reeks { $now } (beste { $best })
daily-stats-best = beste { $best }
daily-stats-average = gemiddeld { $average }
daily-board-this-server = deze server
daily-board-everyone = iedereen
daily-board-par = {" "}· par { $par }
daily-board-title = **Dagelijkse { $which }ranglijst — { $date }** ({ $whose }, { $players } { $players ->
        [one] speler
       *[other] spelers
    }){ $par }
daily-board-par-line = ┄ par { $par }: de sterke computerspeler ┄
daily-board-empty = Nog niemand heeft de uitdaging van deze dag uitgespeeld: wees de eerste met `{ $play }`.
daily-board-line = { $rank }. { $name } — { $total } punten{ $bonus }{ $title }
daily-board-you = **{ $line }** ← jij
page-of = Pagina { $page } van { $pages }

## A game's lobby message

lobby-waiting = Wachten op spelers: doe mee, daarna start de host het spel.
lobby-started = Het spel is begonnen.
lobby-over = Het spel is afgelopen.
lobby-cancelled = Het spel is geannuleerd.
lobby-message = **{ $name }** — spel `{ $game }`, gehost door <@{ $host }>
    { $options }
    Spelers ({ $count }/{ $most }): { $players }
    { $state }
lobby-join = Meedoen
lobby-leave = Verlaten
lobby-start = Starten
lobby-add-bot = + Bot ({ $level })
lobby-remove-bot = − Bot

## The leagues' posts

league-counted-left = {" "}· verliet het spel
league-counted-line = { $rank }. { $name } — { $score } · **{ $points } { $points ->
        [one] competitiepunt
       *[other] competitiepunten
    }** · rating { $before } → { $after } ({ $change }){ $left }
league-counted = **{ $league }** — spel `{ $game }` telt mee voor seizoen { $season }:
    { $lines }
    Bekijk de stand met `/{ slash-league } { slash-league-standings }`.
league-season-over-empty = **{ $league } — seizoen { $season } is voorbij.** Er is geen competitiespel uitgespeeld.
league-season-over = **{ $league } — seizoen { $season } is voorbij!** { $count ->
        [one] Kampioen
       *[other] Kampioenen
    }: { $winners }
league-season-next-ends = Seizoen { $next } is begonnen; het eindigt { $ends }.
league-season-next = Seizoen { $next } is begonnen.
league-season-more = … en nog { $n }: `/{ slash-league } { slash-league-standings } { slash-league-standings.league }:{ $league } { slash-league-standings.season }:{ $season }`
league-season-picture = { $league } — seizoen { $season }
league-final-table = eindstand · { $players } { $players ->
        [one] speler
       *[other] spelers
    }
league-season-afresh = { $next } De stand begint opnieuw; ratings blijven staan.

## The /league commands' replies

league-created = Competitie **{ $league }** is geopend. Leden (jij ook, om te spelen) doen mee met `/{ slash-league } { slash-league-join }`; start een ronde met `/{ slash-league } { slash-league-round }`.
league-joined = Je bent lid van **{ $league }** ({ $members } { $members ->
        [one] lid
       *[other] leden
    }). Je krijgt een plaats aan de tafels van de volgende ronde.
league-left = Je hebt **{ $league }** verlaten. Spellen die je speelt, gaan door.
league-organiser-added = <@{ $user }> organiseert nu **{ $league }**.
league-organiser-removed = <@{ $user }> organiseert **{ $league }** niet meer.
league-season-ended = Seizoen { $ended } van **{ $league }** is voorbij; de eindstand wordt gepost. Seizoen { $next } is begonnen.
round-table-title = { $league } – ronde { $round }, tafel { $table }
round-table-post = **{ $title }** — competitiespel `{ $game }`
    Spelers: { $players }
    Het spel is begonnen. { $how }
round-table-line = Tafel { $table }: <#{ $thread }> — { $seated }
round-table-failed = Tafel { $table } ({ $players }) kon niet geopend worden: { $why }
round-announcement = **{ $league } — ronde { $round }** (seizoen { $season }, seed van de indeling { $seed })
round-opened = Ronde { $round } van **{ $league }**: { $tables } { $tables ->
        [one] tafel
       *[other] tafels
    } geopend.
league-info-ends = eindigt { $at }
league-info-ends-never = eindigt als een organisator het beëindigt
league-info-nobody = nog niemand
league-info-points-scaled = { $points } voor 1e, 2e, ... aan een tafel van { $size }, geschaald voor andere groottes
league-info-points-flat = { $points } voor 1e, 2e, ... aan elke tafel
league-info = **{ $name }**
    Spellen: { $game }, beurten van { $turns }, tafels van { $size }
    Competitiepunten: { $scheme }
    Seizoen { $season } begon { $started }, { $season_end }; { $counted } { $counted ->
        [one] spel
       *[other] spellen
    } geteld tot nu toe, { $live } bezig
    Rondes ingedeeld: { $rounds }
    Organisatoren: { $organisers }
    Leden ({ $members }): { $member_names }

## A league's standings

standings-title = { $league } — seizoen { $season }
standings-current = huidig seizoen
standings-final = eindstand
standings-subtitle = { $state } · { $games } { $games ->
        [one] spel
       *[other] spellen
    } geteld · pagina { $page } van { $pages }
standings-head = **{ $title }** ({ $state })
standings-elsewhere = Die competitie staat niet op deze server.
standings-ratings = Ratings (vaardigheid − 3 × onzekerheid): { $ratings }

## Turn notices by direct message, and what no command shows

notice-your-turn = Jouw beurt: { $line }
notice-your-turns = Jouw beurt in { $games } spellen:
component-unknown = geen knop van deze bot
drawing-failed = het tekenen van de afbeelding mislukte: { $why }

## Lists and headings of the replies

games-yours = Je spellen ({ $waiting } wachten op jou):
away-title = **Sinds je vorige zet:**
away-more = …en nog { $more }: `/{ slash-game } { slash-game-log }`
away-standings = Stand: { $totals }
opening-thread-title = { $game } – spel van { $host }
button-prev = Vorige
button-next = Volgende

## Languages (issue 44): the language of a user's direct messages, each language
## named in its own words.
settings-language = Taal van je privéberichten: { $language }
language-de = Deutsch
language-es-ES = Español
language-fr = Français
language-it = Italiano
language-nl = Nederlands
language-pt-BR = Português (Brasil)
language-en = English
language-qps-ploc = Pseudotaal (tests)

# The web pages (issue 45).
cmd-settings = De instellingen van deze server (Server beheren): de webpagina's en stille uren.
    .web = De webpagina's van de competities, spellen en dagelijkse uitdagingen
    .web-on = aan
    .web-off = uit
    .quiet = Dagelijkse stille uren, bv. 23:00-07:00: geen deadline of herinnering daarin; off om te wissen
    .time_zone = De tijdzone van de stille uren, bv. Europe/Amsterdam (standaard UTC)
settings-web-now = Webpagina's van deze server: { $state }
settings-web-link = De pagina: { $url }
settings-web-no-url = De beheerder van de bot heeft het adres van de pagina's (WEB_URL) niet opgegeven, dus er is geen link naartoe.
settings-profile-public-at = Je spelerspagina is openbaar: { $url }
settings-profile-public = Je spelerspagina is openbaar.
settings-profile-private = Je spelerspagina is niet openbaar (je naam staat op de pagina's, zonder link).
web-link-button = Bekijk op het web

## /game games: your games at a glance
games-name = **{ $name }** `{ $game }`
games-your-turn = **jij bent aan de beurt**
games-waiting-for = wacht op { $names }
games-due = verloopt { $when }
# Before a game's choice in the `game` option's autocomplete, when it waits for you.
choice-your-turn = Jij bent aan de beurt
# Where a game stands when it is not in play or tells no round.
summary-status = { $status ->
    [lobby] in de lobby
    [finished] afgelopen
    [cancelled] geannuleerd
   *[active] bezig
}

## /league substitute
cmd-league-substitute = Een invaller voor wie vertrok of twee deadlines miste (alleen organisatoren).
    .player = De speler die vervangen wordt
    .substitute = Wie de plaats inneemt (een lid van de competitie)
    .game = Het spel (standaard: dat van deze thread)
league-substituted = <@{ $sub }> speelt nu de plaats van <@{ $out }> in `{ $game }`: de plaats houdt haar zetten.
outbox-substituted = { $sub } neemt de plaats van { $out } over: zetten en score blijven, en de uitslag wordt die van de invaller.
## /game ratings and /game profile: ratings for every game (issue 46, point 7)

cmd-game-ratings = De ratings van deze server in een spel, de beste eerst.
    .game = Het spel: kies er een uit de lijst
    .page = De pagina van de tabel, 20 spelers per pagina (standaard de eerste)
cmd-game-profile = De prestaties van een speler in elk spel op deze server, met het verloop van de rating.
    .player = Een andere speler (standaard: jij)
ratings-none = Niemand op deze server heeft nog een rating in { $game }: elk uitgespeeld spel tussen mensen geeft de spelers een rating.
ratings-head = **Ratings in { $game }** ({ $players } { $players ->
        [one] speler met rating
       *[other] spelers met rating
    } · pagina { $page } van { $pages }); rating = vaardigheid − 3 × onzekerheid
ratings-line = { $position }. { $name } — { $rating } ({ $games } { $games ->
        [one] partij
       *[other] partijen
    }, { $wins } { $wins ->
        [one] overwinning
       *[other] overwinningen
    })
profile-none = { $name } heeft op deze server nog geen partij met rating: elk uitgespeeld spel tussen mensen geeft de spelers een rating.
profile-head = **Prestaties van { $name } op deze server** (rating = vaardigheid − 3 × onzekerheid)
profile-line = **{ $game }**: { $games } { $games ->
        [one] partij
       *[other] partijen
    }, { $wins } { $wins ->
        [one] overwinning
       *[other] overwinningen
    }, gemiddelde score { $mean }, beste { $best }, rating { $rating }
profile-picture-title = Ratings van { $name }
profile-picture-subtitle = { $rated } { $rated ->
        [one] partij met rating
       *[other] partijen met rating
    } op deze server
profile-picture-series = { $game }: { $rating }
profile-picture-empty = Nog geen partij met rating
profile-picture-axis = partijen met rating, de oudste eerst
# De spoilervrije tekst van /daily share (issue 46, punt 9).
daily-share-paste = Dagelijks { $game } { $date }: { $total } punten{ $par } · reeks { $streak }
## Invitations, kicks and rematches (issue 46)

cmd-game-kick = Haal een speler uit de lobby (alleen de host).
    .player = De speler die eruit moet
    .game = Het spel (buiten de draad)
lobby-invited = Alleen open voor { $who }.
lobby-invite-help = **Lobby's en revanches:** `/{ slash-game } { slash-game-new } { slash-game-new.invite }:@…` opent een lobby alleen voor wie genoemd is; de host haalt een speler eruit met `/{ slash-game } { slash-game-kick }` (uitgenodigd mag die terugkomen). Revanche, onder het slotbericht, speelt opnieuw met dezelfde spelers: het begint zodra iedereen erop drukte.
invite-not-mentions = De optie voor uitnodigingen neemt alleen vermeldingen: typ @ en kies gebruikers of rollen uit de lijst.
invite-not-in-leagues = Een competitiespel staat open voor de leden van de competitie: het neemt geen uitnodigingen.
kick-done = <@{ $player }> zit niet meer in de lobby van spel `{ $game }`.
kick-notice = <@{ $player }>, de host heeft je uit de lobby van spel `{ $game }` gehaald.
rematch-button = Revanche
rematch-opened = Je hebt de revanche `{ $game }` geopend in <#{ $thread }>: die begint zodra elke speler van dit spel op Revanche heeft gedrukt.
rematch-joined = Je doet mee aan de revanche `{ $game }` in <#{ $thread }>: die begint zodra iedereen er is.
rematch-started = De revanche `{ $game }` is begonnen in <#{ $thread }>.
# Tijdbanken en stille uren (issue 46).
bank-options = tijdbank { $duration }
bank-left = { $hours } u { $minutes } min
bank-seat = { $name }: { $left }
bank-seat-running = { $name }: { $left }, in gebruik, op { $at }
bank-status = Resterende tijdbanken: { $banks }
settings-quiet-now = Stille uren: { $window } ({ $zone }): daarin verloopt geen deadline en gaat geen herinnering uit.
settings-quiet-off = Stille uren: uit
# /settings time_zone: alone, on a server without quiet hours.
settings-quiet-needs-window = Er zijn nog geen stille uren om te verschuiven: geef ook het venster, bv. `{ slash-settings.quiet }:23:00-07:00`.
