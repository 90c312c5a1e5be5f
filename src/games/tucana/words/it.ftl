# Italian (it) words of Trails of Tucana; translated from en.ftl.
# Terms of our own: sentiero (trail), attrazione (sight), villaggio (village), carta bonus, carta blu / rossa (bonus card, blue / red card), sentiero bonus (bonus trail), foglio (sheet), deserto/foresta/montagna/acqua (terrains), obelisco, libro, tucano, yeti, mostro marino (sights), ritmo libero (free pace), scala dei titoli (solo ladder), the solo ladder's titles (tucana-ladder-*).
# Round / round (round) is the English loan word on purpose, as in the core.

tucana-rules-in-short = A ogni turno si scoprono due carte terreno: traccia un sentiero tra due spazi adiacenti di quei terreni con `/{ slash-trail }`, dove vuoi sulla tua isola, mai due volte sullo stesso tratto. Collega le attrazioni (obelisco, libro, tucano, yeti, mostro marino) a un villaggio qualsiasi: a fine round ogni attrazione collegata fin lì fa punti. Unire i due villaggi di una lettera fa punti per la coppia; il primo a farlo vince una carta bonus. La 2ª attrazione di un tipo (3ª su Isla Grande) ti dà un sentiero bonus. I punti bonus spezzano i pareggi. A ritmo libero nessuno aspetta: le carte successive ti arrivano in privato appena finisci un turno.
tucana-how-to-move = Traccia il tuo sentiero con `/{ slash-trail }`.
tucana-timed-out = non ha tracciato sentieri in questo turno

tucana-map-own = Il tuo foglio (sentieri validi evidenziati).
tucana-map-of = Il foglio di { $player }{ $earlier ->
    [yes] {" "}com'era quando hai finito il tuo ultimo turno
   *[no] {""}
}.
tucana-no-title = Nessun titolo stavolta: la scala parte da 50 punti su Isla Petit e da 110 su Isla Grande.

## The names of things (nested in the messages below)

tucana-terrain-desert = deserto
tucana-terrain-forest = foresta
tucana-terrain-mountain = montagna
tucana-terrain-water = acqua
tucana-card-desert = deserto
tucana-card-forest = foresta
tucana-card-mountain = montagna
tucana-card-water = acqua
tucana-card-any = jolly
tucana-sight-obelisk = obelisco
tucana-sight-book = libro
tucana-sight-toucan = tucano
tucana-sight-yeti = yeti
tucana-sight-sea-monster = mostro marino

## Refusals of a typed trail (spaces are labels like C3, as on the map)

tucana-not-a-trail = "{ $typed }" non è un sentiero: scrivi due spazi, come C3-D4
tucana-no-such-space = non c'è nessuno spazio { $space } su { $map }
tucana-same-space = un sentiero unisce due spazi diversi, non { $space } con sé stesso
tucana-not-next-to = { $first } e { $second } non sono adiacenti

## Refusals of the rules

tucana-game-over = la partita è finita
tucana-no-such-seat = in questa partita non c'è il posto { $seat }
tucana-resigned = hai lasciato questa partita
tucana-already-finished = hai già finito questo turno
tucana-already-drawn = { $trail } è già tracciato
tucana-no-such-trail = questo sentiero non esiste
tucana-no-bonus-owed = non hai sentieri bonus da saltare
tucana-nothing-to-undo = non hai niente da annullare in questo turno
tucana-seat-finished = hai giocato tutti i tuoi turni
tucana-no-shared-turn = qui ognuno gioca al proprio ritmo: non c'è un turno comune da chiudere
tucana-wrong-space = { $space } è di tipo { $terrain }; questo turno richiede { $need }
tucana-wrong-spaces = { $first } è di tipo { $first_terrain } e { $second } di tipo { $second_terrain }; questo turno richiede { $need }
tucana-both-spaces = { $first } e { $second } sono entrambi di tipo { $terrain }; questo turno richiede { $need }
tucana-neither-space = né { $first } ({ $first_terrain }) né { $second } ({ $second_terrain }) è di tipo { $card }; questo turno richiede { $need }
tucana-need-two = due spazi { $card }
tucana-need-both = { $first } e { $second }
tucana-need-any = un terreno qualsiasi
tucana-solo-keep-all-stay = solo_keep è indicato, ma { $left ->
        [one] resta solo { $left } carta blu, quindi resta
       *[other] restano solo { $left } carte blu, quindi restano tutte
    }
tucana-solo-keep-gone = solo_keep indica { $letter }, ma la carta blu { $letter } non è più sul tavolo
tucana-bad-move = mossa non valida "{ $logged }"
tucana-bad-move-no-seat = mossa non valida "{ $logged }": manca il posto
tucana-bad-move-no-trail = mossa non valida "{ $logged }": manca il sentiero

## A game's options, as a host sets them

tucana-option-yes-no = { $option } vale yes o no, non { $value }
tucana-option-no-map = non c'è nessuna mappa { $value }: petit o grande
tucana-option-pace = pace vale together o free, non { $value }
tucana-option-direction = direction vale clockwise o counter-clockwise, non { $value }
tucana-option-unknown = Trails of Tucana non ha l'opzione { $option }

## Where a player stands (the table's status of a seat)

tucana-status-to-draw = deve tracciare
tucana-status-owes = { $n ->
        [one] ha { $n } sentiero bonus da tracciare
       *[other] ha { $n } sentieri bonus da tracciare
    }
tucana-status-done = fatto
tucana-status-finished = ha finito
tucana-progress-turn = turno { $turn } di { $turns }
tucana-progress-left = uscito

## The turn's cards ($first, $second: the cards' names above)

tucana-cards-line = le carte: **{ $first }** e **{ $second }**
tucana-own-pace = ognuno gioca al proprio ritmo

## A move's reply to its player

tucana-drew = Hai tracciato **{ $trail }**: { $gain }.
tucana-drew-nothing = Hai tracciato **{ $trail }**: ancora nessun punto.
tucana-skipped-owed = Saltato; sentieri bonus ancora da tracciare: { $n }.
tucana-skipped-done = Sentiero bonus saltato: per questo turno hai finito.
tucana-undone = Annullato: il tuo ultimo sentiero di questo turno è cancellato.
tucana-passed = Hai passato: per questo turno hai finito.
tucana-owed = { $n ->
        [one] Hai diritto a { $n } sentiero bonus: traccialo con `/{ slash-trail }` (terreno qualsiasi), oppure saltalo.
       *[other] Hai diritto a { $n } sentieri bonus: tracciali con `/{ slash-trail }` (terreno qualsiasi), oppure saltali.
    }
tucana-done-this-turn = Per questo turno hai finito.
tucana-next-turn = Il tuo prossimo turno, { $progress }: { $cards }.
tucana-all-turns-played = Hai giocato tutti i tuoi turni.
tucana-skip-bonus = Salta il sentiero bonus

## What a trail gains (joined by " · ", after "+3")

tucana-gain-connects = collega { $sights } a { $villages }
tucana-gain-pairs = { $n ->
        [one] unisce { $n } coppia di villaggi
       *[other] unisce { $n } coppie di villaggi
    }
tucana-gain-bonus = { $n ->
        [one] vale { $n } sentiero bonus
       *[other] vale { $n } sentieri bonus
    }
tucana-villages-none = un villaggio
tucana-village = il villaggio { $village }
tucana-villages = i villaggi { $others } e { $last }

## What the table is told (after the player's name)

tucana-told-drew = ha tracciato **{ $trail }** ({ $note })
tucana-told-skipped = ha saltato un sentiero bonus
tucana-told-undone = ha ripreso il suo ultimo sentiero
tucana-told-passed = ha passato
tucana-told-left = ha lasciato la partita
tucana-turn-skipped = le carte sono { $first } + { $second } e nessuno può tracciarle

## Bonus cards, and the free pace's race for them

tucana-bonus-blue = carta blu { $letter } ({ $points } punti)
tucana-bonus-blue-numbered = carta blu { $letter } n.{ $n } ({ $points } punti)
tucana-bonus-red = carta rossa { $sight } ({ $points } punti)
tucana-did-connect = ha collegato { $letter }–{ $letter }
tucana-did-link = ha unito due attrazioni { $sight }
tucana-connected = collegato
tucana-linked = unito
tucana-claim-won = ha vinto { $card }, { $done } al turno { $turn }
tucana-claim-provisional = { $did } al turno { $turn }: { $card } è sua, condivisa con chiunque altro { $kind ->
        [blue] la colleghi
       *[red] ci riesca
    } in quel turno (provvisorio)

## The standings and the shared card

tucana-breakdown = attrazioni { $sights }, villaggi { $villages }, bonus { $bonus }
tucana-breakdown-provisional = attrazioni { $sights }, villaggi { $villages }, bonus { $bonus } (+{ $provisional } provvisori)
tucana-sights-connected = { $connected }/{ $all } attrazioni collegate

## What a move, a standing and a shared result hand the service, as messages
tucana-note-then =
    { $said }
    { $then }
tucana-ladder-youre-better-than-a-yeti-at-least = Almeno sei meglio di uno yeti
tucana-ladder-you-get-a-day-off-on-the-beach = Un giorno libero in spiaggia
tucana-ladder-dinner-at-the-mayors-house = Cena a casa del sindaco
tucana-ladder-your-name-is-engraved-on-the-obelisk = Il tuo nome è inciso sull'obelisco
tucana-ladder-even-the-sea-monsters-are-shocked = Persino i mostri marini sono sbalorditi
tucana-ladder-too-good-for-tucana = Troppo bravo per Tucana
tucana-ladder-title = { $title }
## The options, for menus and help

tucana-menu-map = L'isola
tucana-menu-map-petit = Isla Petit
tucana-menu-map-grande = Isla Grande
tucana-menu-special-bonus = Gioca con le carte bonus speciali (rosse)
tucana-menu-random-start = Villaggio di partenza a sorte
tucana-menu-direction = In che verso passa il primo giocatore
tucana-menu-clockwise = orario
tucana-menu-counter-clockwise = antiorario
tucana-menu-symmetric = Tutti scrivono le lettere come l'host
tucana-menu-pace = Turni giocati insieme, o le stesse carte ognuno al proprio ritmo
tucana-menu-together = insieme
tucana-menu-free = libero: nessuno aspetta

## A trail's note and gains, in parts joined by a dot

tucana-dotted = { $first } · { $then }
tucana-trail-terrains = { $first }–{ $second }
tucana-gain-points = +{ $n }

## The options in a few words (joined by a dot, after the island's name)

tucana-described-special-bonus = bonus speciale
tucana-described-random-start = partenza casuale
tucana-described-symmetric = simmetrico
tucana-described-free-pace = ritmo libero

## A game that could not be set up ($why: what was wrong, in its developer's words)

tucana-set-up-refused = { $why }
tucana-set-up-players = una partita ha da 1 a { $max } giocatori, non { $players }
## The pictures' words (cards, sheets, standings, the daily card)

tucana-island-petit = Isla Petit
tucana-island-grande = Isla Grande
tucana-picture-game-over = La partita è finita
tucana-picture-all-played = { $island } · giocati tutti i { $rounds } round · vedi la classifica
tucana-picture-turn-cards = Le carte del turno
tucana-picture-island-round = { $island } · round { $round } di { $rounds }
tucana-picture-turn-of = Turno { $turn } di { $turns }
tucana-picture-turns-left = { $left ->
        [0] ultimo turno del round
        [one] turno rimasto dopo questo
       *[other] turni rimasti dopo questo
    }
tucana-picture-last-round = ultimo round
tucana-picture-rounds-after = { $n ->
        [one] ancora { $n } round dopo questo
       *[other] ancora { $n } round dopo questo
    }
tucana-picture-draw-one = Traccia un sentiero tra due spazi adiacenti: { $need }.
tucana-picture-any-two = due spazi qualsiasi
tucana-picture-pair = { $first } + { $second }
tucana-picture-player = Giocatore { $seat }
tucana-picture-final-standings = Classifica finale
tucana-picture-standings = Classifica
tucana-picture-standings-after = Classifica dopo il round { $round } di { $rounds }
tucana-picture-standings-over = { $island } · { $n } { $n ->
        [one] giocatore
       *[other] giocatori
    } · giocati tutti i { $rounds } round
tucana-picture-standings-now = { $island } · { $n } { $n ->
        [one] giocatore
       *[other] giocatori
    } · ora round { $round } di { $rounds }, turno { $turn } di { $turns } · le attrazioni fanno punti a fine round
tucana-picture-head-player = GIOCATORE
tucana-picture-head-round = R{ $round }
tucana-picture-head-sights = ATTRAZIONI
tucana-picture-head-pairs = COPPIE
tucana-picture-head-villages = VILLAGGI
tucana-picture-head-bonus = BONUS
tucana-picture-head-total = TOTALE
tucana-picture-title-earned = Titolo ottenuto: { $title }
tucana-picture-no-title = Nessun titolo stavolta: il primo gradino richiede più punti
tucana-picture-ladder-so-far = Scala dei titoli: { $points } punti finora
tucana-picture-points = punti
tucana-picture-title = Titolo: { $title }
tucana-picture-no-title-reached = Nessun titolo raggiunto
tucana-picture-daily-parts = Attrazioni { $sights } · Villaggi { $villages } · Bonus { $bonus }
tucana-picture-daily-sights = attrazioni collegate ai villaggi
tucana-picture-game-over-short = Partita finita
tucana-picture-has-left = Ha lasciato la partita
tucana-picture-waiting = Finito: in attesa degli altri
tucana-picture-your-move = Tocca a te: traccia un sentiero
tucana-picture-bonus-owed = { $n ->
        [one] Sentiero bonus: traccia un sentiero qualsiasi
       *[other] { $n } sentieri bonus: traccia sentieri qualsiasi
    }
tucana-picture-done = Turno finito
tucana-picture-this-turn = Questo turno
tucana-picture-final-sheet = { $island } · foglio finale dopo { $rounds } round
tucana-picture-every-turn-played = { $island } · tutti i turni giocati · in attesa degli altri
tucana-picture-sheet-when = { $island } · round { $round } di { $rounds } · turno { $turn } di { $turns }
tucana-picture-legend-village = villaggio: la tua lettera
tucana-picture-legend-reaches = raggiunge un villaggio
tucana-picture-legend-not-yet = non ancora
tucana-picture-legend-turn = { $this ->
        [yes] questo turno
       *[no] turno scorso
    }
tucana-picture-legend-legal = valido ora
tucana-picture-legal-head = SENTIERI VALIDI ({ $n })
tucana-picture-bonus-any = bonus: sentiero qualsiasi
tucana-picture-no-trail = Ora non si può tracciare nessun sentiero
tucana-picture-any-trail-left = Qualsiasi sentiero non ancora tracciato: ne restano { $n }
tucana-picture-more = altri { $n }
tucana-picture-sight-obelisk = Obelisco
tucana-picture-sight-book = Libro
tucana-picture-sight-toucan = Tucano
tucana-picture-sight-yeti = Yeti
tucana-picture-sight-sea-monster = Mostro marino
tucana-picture-sights-head = ATTRAZIONI
tucana-picture-sights-note = cerchiata se collegata a un villaggio
tucana-picture-villages-head = VILLAGGI
tucana-picture-villages-note = cerchiata se la coppia è unita
tucana-picture-bonus-won = vinti: { $points } { $points ->
        [one] punto
       *[other] punti
    }
tucana-picture-bonus-won-provisional = vinti: { $points } { $points ->
        [one] punto
       *[other] punti
    } (+{ $more } provvisori)
tucana-picture-bonus-head = CARTE BONUS
tucana-picture-none-yet = ancora nessuna
tucana-picture-on-the-table = Sul tavolo: { $blue }
tucana-picture-on-the-table-red = Sul tavolo: { $blue } · rosse: { $red }
tucana-picture-score-head = PUNTI
tucana-picture-score-round = Round { $round }
tucana-picture-score-villages = Villaggi
tucana-picture-score-bonus = Bonus
tucana-picture-score-total = Totale
tucana-picture-final-score = Punteggio finale
tucana-picture-circled-now = Attrazioni cerchiate ora: { $now }, contano a fine round

## The terminal game (tucana play)

tucana-terminal-help =
    Scrivi un sentiero come due spazi, per esempio C3-D4 (ordine e maiuscole a piacere).
      legal, ?   elenca i sentieri che puoi tracciare ora, i migliori prima
      skip       rinuncia a un sentiero bonus
      undo       riprendi il tuo ultimo sentiero di questo turno
      help       questo testo
      quit       esci (la partita non viene salvata)
tucana-terminal-daily = la sfida del giorno del { $date }
tucana-terminal-solo = una partita in solitario (seed { $seed })
tucana-terminal-not-recorded = il { $date } non è registrato in { $db }: un bot registra un giorno quando viene giocato la prima volta (usa --secret per giocare un giorno non ancora registrato)
tucana-terminal-secret = la sfida del giorno del { $date } è segreta: usa --db PATH (il database di un bot, per un giorno che ha registrato) o --secret S (il segreto giornaliero del bot)
tucana-terminal-cannot-read = impossibile leggere { $db }: { $error }
tucana-terminal-start = Trails of Tucana: { $title } su { $island }.
tucana-terminal-villages = I tuoi villaggi: { $villages }.
tucana-terminal-special-bonus = Bonus speciale: unisci tra loro due attrazioni { $sight } per 6 punti.
tucana-terminal-stopped = Interrotta prima della fine; la partita non viene salvata.
tucana-terminal-drew = Tracciato { $trail }.
tucana-terminal-declined = Sentiero bonus rifiutato.
tucana-terminal-taken-back = Ripreso.
tucana-terminal-turn-skipped = Round { $round }, turno { $turn }: le carte sono { $first } + { $second } e non puoi tracciarle; si passa al turno successivo.
tucana-terminal-bonus-card = Carta bonus { $card }: +{ $points }.
tucana-terminal-round-ends = Fine del round { $round }: le tue attrazioni fanno { $points }.
tucana-terminal-kept = Carte blu tenute per l'ultimo round: { $first } e { $second }.
tucana-terminal-game-over = Partita finita. Attrazioni { $sights }, villaggi { $villages }, bonus { $bonus }: { $total } punti.
tucana-terminal-title = Titolo: { $title }.
tucana-terminal-no-title = Ancora nessun titolo: il primo gradino della scala è { $points }.
tucana-terminal-bonus-owed = { $n ->
        [one] Sentiero bonus
       *[other] Sentieri bonus
    }: traccia un sentiero qualsiasi ({ $n } da tracciare), oppure 'skip'.
tucana-terminal-turn = Round { $round } di { $rounds } · turno { $turn } di { $turns } · carte: { $first } + { $second }
tucana-terminal-gain-sight = { $sight } collegato
tucana-terminal-gain-points = +{ $points } nelle tue righe delle attrazioni
tucana-terminal-gain-pair = { $letter }-{ $letter } unite: +{ $points }
tucana-terminal-gain-twins = due attrazioni { $sight } unite: la carta rossa è tua a fine turno
tucana-terminal-gain-bonus = { $n ->
        [one] { $n } sentiero bonus ottenuto
       *[other] { $n } sentieri bonus ottenuti
    }
tucana-terminal-legal = { $n } sentieri validi:
tucana-terminal-more = … e altri { $n }
tucana-terminal-you = Tu
tucana-terminal-cannot-write = impossibile scrivere il foglio in { $path }: { $error }
tucana-terminal-sheet-drawn = Il tuo foglio viene disegnato in { $path } dopo ogni mossa.

## Moves typed in the reader's words
tucana-typed-skip = salta, saltare
tucana-typed-undo = annulla, annullare
tucana-typed-pass = passo, passa, passare

## Takebacks (issue 46): the rule the help states.
tucana-undo-rule = **Riprendere** (`/{ slash-undo }`): i tuoi sentieri di questo turno, uno alla volta, finché non passi o il turno finisce (si rivelano le carte successive).
