# Italian (it) words of Combi-Nations; translated from en.ftl.
# Terms of our own: nazione (country), tessera (tile), casella (cell), sabbia (sand), mercato (market), segnalino (marker), pila (stack), inversione (U-turn), struttura (facility), bosco/prato/città/lago (lands), the facilities' names below.
# The countries keep their English names (Delta, Shield, Heartland, Peninsula, Cape); to choose one, players type that name or the Italian word of the combi-nations-typed-* messages below (scudo, cuore, penisola, capo).

combi-nations-rules-in-short = Ogni giocatore riempie una nazione di caselle di sabbia con tessere terreno. Nel tuo turno scegli l'opzione 1, 2 o 3 davanti alla tua freccia nel mercato (una volta a partita puoi fare inversione: U1–U3), prendi quella tessera e piazzala sulla sabbia accanto alla tua terra. Boschi, prati, città e laghi fanno punti in base alla grandezza delle loro aree, il tuo tipo più debole conta doppio; le strutture valgono 3 punti ciascuna quando la loro condizione è soddisfatta. Riempire la nazione, o non avere tessere da piazzare, fa finire la partita dopo un altro round.
combi-nations-how-to-move = Nel tuo turno prendi una tessera dal mercato e piazzala nella tua nazione con `/{ slash-move }`: l'opzione e le caselle, per esempio `2 E3 E4 E5` (oppure un'ancora e una rotazione, `2 E3 r0`).
combi-nations-timed-out = non ha mosso in tempo, quindi il gioco ha mosso al suo posto: Delta nella preparazione, oppure l'opzione 1 con il suo primo piazzamento valido

combi-nations-map-own = La tua nazione.
combi-nations-map-of = La nazione di { $player }.
combi-nations-no-title = Nessun titolo stavolta: la scala parte da 60 punti.

## Refusals of a typed move

combi-nations-choose-a-country = scegli una nazione: { $countries } (non “{ $typed }”)
combi-nations-write-a-move = scrivi un'opzione e dove va la tessera, per esempio `2 E3 E4 E5`
combi-nations-not-an-option = “{ $typed }” non è un'opzione: scrivi 1, 2, 3 (oppure U1, U2, U3 per fare inversione)
combi-nations-say-where = opzione { $option }: di' dove va la tessera, per esempio `{ $option } E3 E4 E5` oppure `{ $option } E3 r0`
combi-nations-not-an-orientation = “{ $typed }” non è una rotazione: scrivi da r0 a r5
combi-nations-orientation-after-anchor = “{ $typed }” deve seguire una sola casella d'ancora, per esempio `{ $option } E3 r0`
combi-nations-too-many-labels = { $count } caselle: una tessera ne ha al massimo 3
combi-nations-does-not-fit = { $tile } ruotata r{ $turn } con la casella 1 su { $cell } non entra in { $country }

## Refusals of the rules

combi-nations-no-country-yet = non hai ancora una nazione
combi-nations-no-cell = { $country } non ha la casella { $cell }
combi-nations-u-turn-made = hai già fatto la tua inversione
combi-nations-no-option-now = ora non c'è l'opzione { $option }
combi-nations-wrong-cell-count = { $tile } ha { $cells } { $cells ->
        [one] casella
       *[other] caselle
    }: indica { $cells } { $cells ->
        [one] casella
       *[other] caselle
    } (oppure un'ancora e r0–r5)
combi-nations-wrong-shape = { $cells } non ha la forma di { $tile } ({ $shape ->
        [single] singola
        [pair] coppia
        [line] linea
        [bend] curva
       *[triangle] triangolo
    }) in quell'ordine di caselle
combi-nations-not-sand = { $cell } non è sabbia
combi-nations-touches-nothing = { $cells } non tocca nessuna terra o struttura della tua nazione
combi-nations-no-seat = non c'è il posto { $seat }
combi-nations-game-over = la partita è finita
combi-nations-countries-chosen = le nazioni sono scelte: nel tuo turno prendi una tessera con un'opzione e le sue caselle, per esempio `2 E3 E4 E5`
combi-nations-country-chosen-already = hai già scelto la tua nazione
combi-nations-you-left = hai lasciato questa partita
combi-nations-not-begun = la partita non è iniziata: prima ogni giocatore sceglie una nazione
combi-nations-not-your-turn = non è il tuo turno
combi-nations-left-already = hai già lasciato questa partita
combi-nations-not-a-move = non è una mossa di Combi-Nations: { $logged }

## What the game tells the table and a player of their move, and its standings
combi-nations-signed = { $sign ->
        [minus] −{ $n }
       *[plus] +{ $n }
    }
combi-nations-chose = ha scelto { $country }.
combi-nations-starting-player = è il primo giocatore: inizia il primo round.
combi-nations-took = ha preso l'opzione { $option }{ $auto ->
        [yes] {" "}(giocata al suo posto: ha lasciato la partita)
       *[no] {""}
    }: { $tile } dalla posizione { $position }, piazzata su { $cells }{ $gained }. Il segnalino passa alla pila { $stack }; { $refill }.
combi-nations-gained = {" "}({ $gain } ora, { $total } in tutto)
combi-nations-nothing = {""}
combi-nations-refilled = posizione { $position } riempita con { $tile }
combi-nations-stays-empty = la posizione { $position } resta vuota (le pile sono vuote)
combi-nations-cannot-place-solo = non può piazzare nessuna tessera del mercato: la partita finisce.
combi-nations-cannot-place-triggers = non può piazzare nessuna tessera del mercato e passa. Questo avvia la fine: si finisce questo round, poi un round extra.
combi-nations-cannot-place = non può piazzare nessuna tessera del mercato e passa.
combi-nations-filled-solo = ha coperto la sua ultima casella di sabbia: la partita finisce.
combi-nations-filled-triggers = ha coperto la sua ultima casella di sabbia. Questo avvia la fine: si finisce questo round, poi un round extra.
combi-nations-extra-round = un turno extra a testa, nell'ordine di turno (il loro turno nel round che ha avviato la fine si è chiuso con un piazzamento); poi la partita finisce.
combi-nations-opponent-moves = L'avversario avanza di { $steps } { $steps ->
        [one] tessera
       *[other] tessere
    } fino alla posizione { $position } e toglie { $tile } dal gioco. Il segnalino passa alla pila { $stack }; { $refill }.
combi-nations-placed = Piazzata su { $cells }: { $gain } ora, { $total } in tutto.
combi-nations-you-chose = Hai scelto { $country }; le nazioni vengono mostrate quando tutti hanno scelto.
combi-nations-choosing-country = sceglie una nazione
combi-nations-so-far = { $total } finora · { $breakdown }
combi-nations-breakdown-land = { $land ->
        [forest] bosco
        [grass] prato
        [city] città
       *[lake] lago
    } { $points }{ $doubled ->
        [yes] {" "}(×2)
       *[no] {""}
    }
combi-nations-breakdown = { $lands } · strutture { $facilities }{ $sand ->
        [0] {""}
       *[other] {" "}· sabbia −{ $sand }
    }
combi-nations-title = { $step ->
        [110] Combi-Nazione dell'anno
        [100] Una nazione da invidiare
        [90] Capitale della regione
        [80] I turisti continuano ad arrivare
        [70] Una città che merita una deviazione
       *[60] Hai trasformato la sabbia in terra
    }
## The options: menus, refusals, and the options in a few words

combi-nations-menu-facilities = Le carte struttura
combi-nations-menu-full = complete
combi-nations-menu-simple = semplici
combi-nations-menu-country = La nazione di tutti
combi-nations-menu-choose = scelta nella preparazione
combi-nations-for-everyone = { $country } per tutti
combi-nations-option-facilities = facilities vale full o simple, non { $value }
combi-nations-option-no-country = non c'è nessuna nazione { $value }: { $countries }, oppure choose
combi-nations-option-unknown = Combi-Nations non ha l'opzione { $key } (facilities, country)
combi-nations-described-chosen = nazioni scelte nella preparazione
combi-nations-described-simple = { $country } · strutture semplici
combi-nations-set-up-players = Combi-Nations si gioca da 1 a 5 giocatori, non { $players }

## A seat's status, the headline, the notes of legal moves and hints

combi-nations-status-left = ha lasciato la partita
combi-nations-status-chosen = ha scelto una nazione
combi-nations-status-to-choose = deve scegliere una nazione
combi-nations-status-to-move = deve muovere
combi-nations-status-sand = { $n ->
        [one] { $n } casella di sabbia rimasta
       *[other] { $n } caselle di sabbia rimaste
    }
combi-nations-told-left = ha lasciato la partita
combi-nations-country-n = nazione { $n }
combi-nations-placement-note = { $gain } · { $tile } dalla posizione { $position } · { $total } in tutto
combi-nations-hint-gains = { $gain } ora · { $tile }
combi-nations-headline-choosing = preparazione: ogni giocatore sceglie una nazione: { $countries }
combi-nations-stack-left = { $stack } { $n }
combi-nations-headline = segnalino sulla pila { $stack } · tessere rimaste: { $left }
combi-nations-headline-extra = il round extra · { $headline }
combi-nations-set-up-refused = { $why }
## The names of things (nested in messages)

combi-nations-land-forest = bosco
combi-nations-land-grass = prato
combi-nations-land-city = città
combi-nations-land-lake = lago
combi-nations-country-delta = Delta
combi-nations-country-shield = Shield
combi-nations-country-heartland = Heartland
combi-nations-country-peninsula = Peninsula
combi-nations-country-cape = Cape
combi-nations-facility-wp = PARCO FAUNISTICO
combi-nations-facility-gc = CAMPO DA GOLF
combi-nations-facility-fp = LUNA PARK
combi-nations-facility-tb = BATTELLO TURISTICO
combi-nations-facility-re = RISTORANTE
combi-nations-facility-to = TOUR OPERATOR
combi-nations-facility-cs = CAMPEGGIO
combi-nations-facility-hc = RIFUGI
combi-nations-facility-fa = FATTORIA
combi-nations-facility-ma = CENTRO COMMERCIALE
combi-nations-facility-ha = PORTO
combi-nations-facility-ht = SENTIERI
combi-nations-facility-mk = MERCATO RIONALE
combi-nations-facility-me = METRO
combi-nations-facility-ds = SCUOLA SUB
combi-nations-facility-wt = TORRE DI GUARDIA
combi-nations-facility-vp = BELVEDERE
combi-nations-facility-ba = BANCA
combi-nations-facility-zo = ZOO
combi-nations-facility-ho = HOTEL
combi-nations-facility-ap = AEROPORTO
combi-nations-facility-cu = DOGANA
combi-nations-facility-rt = AUTODROMO
combi-nations-facility-bc = OASI UCCELLI

## The pictures' words (a country, the market, the standings)

combi-nations-picture-land = { $land ->
        [forest] Bosco
        [grass] Prato
        [city] Città
       *[lake] Lago
    }
combi-nations-picture-vp = { $points } PV
combi-nations-picture-vp-unit = PV
combi-nations-picture-ordinal = { $kind ->
        [one] { $n }º
        [two] { $n }º
        [few] { $n }º
       *[other] { $n }º
    }
combi-nations-picture-place = { $place } posto
combi-nations-picture-facilities = strutture { $points }
combi-nations-picture-penalty = sabbia vuota −{ $penalty }
combi-nations-picture-no-penalty = sabbia vuota { $empty } (nessuna penalità)
combi-nations-picture-owner = { $owner } — { $country }
combi-nations-picture-placed = { $n } { $n ->
        [one] tessera piazzata
       *[other] tessere piazzate
    } · { $sand } { $sand ->
        [one] casella di sabbia rimasta
       *[other] caselle di sabbia rimaste
    }
combi-nations-picture-placed-last = { $placed } · ultima: { $tile } su { $cells }
combi-nations-picture-fits = { $n ->
        [0] { $tile } non entra da nessuna parte in questa nazione
        [one] Dove entra { $tile }: 1 piazzamento
       *[other] Dove entra { $tile }: { $n } piazzamenti
    }
combi-nations-picture-legend-sand = sabbia
combi-nations-picture-legend-last = ultima tessera
combi-nations-picture-legend-fits = la tessera entra qui
combi-nations-picture-opponent = Avversario
combi-nations-picture-empty = vuota
combi-nations-picture-market = Mercato
combi-nations-picture-market-sub = { $m } posizioni, numerate in senso orario dall'alto · dentro: le pile, le tessere rimaste e il segnalino
combi-nations-picture-choosing = Si scelgono le nazioni
combi-nations-picture-over = La partita è finita
combi-nations-picture-to-move = Tocca a { $who } · { $extra ->
        [yes] round extra
       *[no] round { $round }
    }
combi-nations-picture-round = Round { $round }
combi-nations-picture-arrows = Frecce (ordine di turno)
combi-nations-picture-arrow = posizione { $position } · { $turned ->
        [yes] antiorario · inversione fatta
       *[no] orario · inversione non ancora fatta
    }
combi-nations-picture-to-move-tag = di turno
combi-nations-picture-marker = SEGNALINO
combi-nations-picture-final-standings = Classifica finale
combi-nations-picture-standings = Classifica
combi-nations-picture-standings-in = Classifica nel round { $round }
combi-nations-picture-standings-sub = { $n } { $n ->
        [one] giocatore
       *[other] giocatori
    }{ $solo ->
        [yes] {" "}· partita in solitario contro l'avversario automatico
       *[no] {""}
    } · { $phase ->
        [over] la partita è finita
        [choosing] si scelgono le nazioni
       *[playing] provvisoria: la sabbia vuota conta ancora contro
    }
combi-nations-picture-head-player = Giocatore · nazione
combi-nations-picture-head-facilities = Strutture
combi-nations-picture-head-sand = Sabbia
combi-nations-picture-head-total = Totale
combi-nations-picture-head-country = Nazione
combi-nations-picture-choosing-country = sceglie una nazione
combi-nations-picture-country-tiles = { $country } · { $tiles } { $tiles ->
        [one] tessera
       *[other] tessere
    }
combi-nations-picture-lowest = ×2 più basso
combi-nations-picture-largest = più grande { $size }
combi-nations-picture-no-area = nessuna
combi-nations-picture-facility-count = { $n } { $n ->
        [one] struttura
       *[other] strutture
    }
combi-nations-picture-standings-foot = Il punteggio di terreno più basso conta doppio (ombreggiato). Pareggi: vince il punteggio più basso più alto, poi meno sabbia vuota.

## Moves typed in the reader's words
combi-nations-typed-delta = delta
combi-nations-typed-shield = scudo
combi-nations-typed-heartland = cuore
combi-nations-typed-peninsula = penisola
combi-nations-typed-cape = capo
## Pictures in every language (issue 44): a standing's empty sand cells.
combi-nations-picture-empty-cells = { $n ->
        [one] { $n } vuota
       *[other] { $n } vuote
    }

## Takebacks (issue 46): what /undo takes back, and what it says.
combi-nations-undone = Ripresa: la tua mossa è annullata; gioca di nuovo.
combi-nations-undo-told = ha ripreso la sua mossa
combi-nations-undo-refused = Non c'è niente da riprendere: una nazione si riprende finché non hanno scelto tutti, un piazzamento solo prima che muova il giocatore successivo e finché le pile sono vuote (una tessera pescata nel mercato l'hanno vista tutti).
combi-nations-undo-rule = **Riprendere** (`/{ slash-undo }`): la tua nazione, finché non hanno scelto tutti; un piazzamento, prima che muova il giocatore successivo, solo quando tutte le pile sono vuote (una tessera pescata nel mercato non si può non vedere). Mai dopo la fine della partita.
combi-nations-typed-undo = annulla, annullare
## The turn card (the turn post's picture)
combi-nations-card-market = Mercato: { $m } posizioni in senso orario dall'alto (frecce come punti)
combi-nations-card-stacks = Pile: tessere rimaste (il segnalino in oro)
