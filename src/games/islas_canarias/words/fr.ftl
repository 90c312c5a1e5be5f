# French (fr) words of Islas Canarias; translated from en.ftl.
# Terms of our own: colon (settler), maison / palais / ville (house, palace, town), navire (ship), pirate, zone (area), réserve (supply), pioche, défausse, privilège; the privileges: égalités, pioche de cinq, palais mixte, construction libre, carte en plus, pare-pirates.

islas-canarias-rules-in-short = Construis des maisons sur ton île avec des cartes colon, ou pioche ; mets une carte sur le navire à chaque tour : ses colons s'installent là où ils conviennent le mieux, ses pirates prennent des maisons. 19 points terminent la partie.
islas-canarias-how-to-move = Choisis ton île avec `/{ slash-move } island TF` ; à ton tour, `/{ slash-move } build 24 D2` ou `/{ slash-move } draw`, puis `/{ slash-move } ship 57` (ou tout d'un coup : `build 24 D2; ship 57`), avec `palace A2 B4 on A2` ou `town …` à tout moment de ton tour ; à l'arrivée d'un navire, `at E5`, `lose A3` ou `divert Ben` quand on te le demande.
islas-canarias-timed-out = (pas de coup à temps, le jeu a donc joué : pioche et embarque la plus petite carte, la première île ou zone dans l'ordre, ou la maison de la première zone)

islas-canarias-map-own = Ton île et ta main.
islas-canarias-map-of = L'île de { $player }.

## Ce qui se passe sur la table

islas-canarias-diverts-attack = détourne l'attaque vers { $to } (pare-pirates)
islas-canarias-privilege-taken = prend le privilège { $colour } ({ $privilege })
islas-canarias-privilege-back = le privilège { $colour } ({ $privilege }) retourne sur la table

## Les noms des privilèges

islas-canarias-privilege-ties = égalités
islas-canarias-privilege-draw5 = pioche de cinq
islas-canarias-privilege-mixed-palace = palais mixte
islas-canarias-privilege-build-anywhere = construction libre
islas-canarias-privilege-extra-card = carte en plus
islas-canarias-privilege-pirate-shield = pare-pirates

## Ce que fait chaque privilège

islas-canarias-power-ties = gagne les égalités
islas-canarias-power-draw5 = pioche 5, pas 3
islas-canarias-power-mixed-palace = palais de 2 couleurs
islas-canarias-power-build-anywhere = construit partout (son tour)
islas-canarias-power-extra-card = +1 carte par tour
islas-canarias-power-pirate-shield = détourne les pirates

## Les privilèges dans les textes

islas-canarias-extra-card-taken = a pris une carte de plus ({ $privilege })
islas-canarias-takes-privilege = prend { $privilege }
islas-canarias-privileges-held = { $count ->
        [one] privilège
       *[other] privilèges
    } { $privileges }
islas-canarias-privilege-list = { $privileges }
islas-canarias-holds = détient { $privilege }
islas-canarias-tie-won = égalité gagnée par { $player } ({ $privilege })
islas-canarias-diverted = { $holder } détourne l'attaque vers { $to } ({ $privilege })
islas-canarias-pieces-key = maisons · palais · villes

## L'arrivée du navire attend une décision

islas-canarias-arrival-area = manche { $round }, arrivée du navire : { $card } vient sur ton île ; choisis sa zone ({ $legal }) avec `/{ slash-move } at <area>`
islas-canarias-arrival-colour = manche { $round }, arrivée du navire : { $card } vient sur ton île et sa couleur est épuisée ; choisis une couleur (et sa zone : { $legal }) avec `/{ slash-move } at <area> as <colour>`
islas-canarias-arrival-lose = manche { $round }, arrivée du navire : { $card } attaque ; choisis la maison que tu perds avec `/{ slash-move } lose <area>`
islas-canarias-arrival-divert = manche { $round }, arrivée du navire : { $card } t'attaque, mais ton { $privilege } te protège ; choisis qui perd une maison à ta place avec `/{ slash-move } divert <name>`

## Refus d'un coup tapé

islas-canarias-empty-move = un coup vide
islas-canarias-empty-step = une étape vide
islas-canarias-goes-alone = `{ $word }` doit être seul dans son message
islas-canarias-not-an-island = « { $typed } » n'est pas une île : TF GC LZ FV LP LG
islas-canarias-write-island = écris `island <id>` (TF GC LZ FV LP LG)
islas-canarias-write-at = écris `at <area>` ou `at <area> as <colour>`
islas-canarias-write-as = écris `as <colour>`
islas-canarias-write-lose = écris `lose <area>`
islas-canarias-write-divert = écris `divert <player>`
islas-canarias-not-a-player = « { $typed } » n'est pas un joueur (un nom ou un numéro de place)
islas-canarias-no-such-card = pas de carte { $number } : les cartes vont de 1 à 60
islas-canarias-not-a-card = « { $typed } » n'est pas une carte (un nombre de 1 à 60, le nom d'un colon ou pirata-<colour>)
islas-canarias-not-an-area = « { $typed } » n'est pas une zone (A1–F6)
islas-canarias-not-a-colour = « { $typed } » n'est pas une couleur (orange brown green blue beige red)
islas-canarias-as-does-not-go = `as` ne va pas avec { $step }
islas-canarias-write-build = écris `build <card> <area>`
islas-canarias-write-ship = écris `ship <card>`
islas-canarias-write-conversion = { $kind ->
        [palace] écris `palace <area> <area> on <area>`
       *[town] écris `town <area> <area> <area> on <area>`
    }
islas-canarias-not-a-step = « { $typed } » n'est pas une étape : draw, build, ship, palace, town
islas-canarias-step-refused = étape { $step } ({ $typed }) : { $why }
islas-canarias-not-a-logged-move = pas un coup enregistré : « { $logged } »
islas-canarias-timeout-is-no-move = `timeout` n'est pas un coup : draw, build, ship, palace ou town

## Refus des règles

islas-canarias-no-seat = il n'y a pas de place { $seat }
islas-canarias-game-over = la partie est terminée
islas-canarias-left-already = ce joueur a déjà quitté la partie
islas-canarias-left = ce joueur a quitté la partie
islas-canarias-chooses-an-island-now = c'est à { $player } de choisir une île
islas-canarias-whose-turn = c'est le tour de { $player }
islas-canarias-ship-waits-for = le navire attend la décision de { $player }
islas-canarias-nobody-to-act = personne ne doit jouer
islas-canarias-not-your-turn = ce n'est pas ton tour : c'est à { $player } { $step ->
        [island] de choisir une île
        [arrival] de décider de l'arrivée du navire
       *[turn] de jouer
    }
islas-canarias-islands-chosen = les îles sont déjà choisies
islas-canarias-island-taken = { $island } est déjà prise
islas-canarias-not-a-turn = ce n'est pas le moment d'un tour
islas-canarias-shipped-then-conversions = ton tour a déjà sa carte sur le navire : seuls des palais et des villes peuvent suivre dans le même message
islas-canarias-action-1-taken = tu as déjà fait l'action 1
islas-canarias-not-in-hand = la carte { $card } n'est pas dans ta main
islas-canarias-pirate-never-builds = un pirate ne construit jamais
islas-canarias-forced-draw = tu dois piocher : au début de ton tour, tu avais 0 ou 1 carte ou seulement des pirates
islas-canarias-must-draw = tu dois piocher : ton île est pleine ou la réserve n'a plus de maison
islas-canarias-not-legal = { $area } n'est pas possible pour { $card } { $settler } : possibles : { $legal }
islas-canarias-in-stock = il reste des { $kind ->
        [house] maisons
        [palace] palais
       *[town] villes
    } de couleur { $colour } : `as` ne sert que pour une couleur épuisée
islas-canarias-supply-has-none = la réserve n'a plus de { $kind ->
        [house] maisons
        [palace] palais
       *[town] villes
    }
islas-canarias-say-which-colour = plus de { $kind ->
        [house] maison
        [palace] palais
       *[town] ville
    } de couleur { $colour } : dis quelle couleur avec `as <colour>` ({ $colours })
islas-canarias-none-either = plus de { $kind ->
        [house] maison
        [palace] palais
       *[town] ville
    } de couleur { $colour } non plus
islas-canarias-action-1-first = l'action 1 d'abord : `draw` ou `build`, puis `ship`
islas-canarias-shipped-already = tu as déjà mis une carte sur le navire
islas-canarias-named-twice = { $area } est nommée deux fois
islas-canarias-no-house-there = { $area } ne contient aucune de tes maisons
islas-canarias-town-of-one-colour = les maisons d'une ville doivent être d'une seule couleur
islas-canarias-palace-of-one-colour = les maisons d'un palais doivent être d'une seule couleur (deux couleurs seulement avec { $privilege })
islas-canarias-on-a-house-named = `on` doit être l'une des maisons nommées ({ $houses })
islas-canarias-not-an-empty-area = { $area } n'est pas une zone vide
islas-canarias-no-settler-waits = aucun colon n'attend de zone pour l'instant
islas-canarias-name-the-area = nomme la zone : `at <area>` ({ $legal } sont possibles)
islas-canarias-no-pirate-waits = aucun pirate n'attend de maison pour l'instant
islas-canarias-no-attack-waits = aucune attaque n'attend d'être détournée pour l'instant
islas-canarias-divert-to-another = détourne l'attaque vers un autre joueur, pas vers toi
islas-canarias-chance-not-given = ce coup demande un tirage de hasard qui n'a pas été fourni au jeu

islas-canarias-pirate-victim = est la victime du pirate

## Ce que le jeu dit à la table et au joueur, et le classement
islas-canarias-dotted = { $a } · { $b }
islas-canarias-spaced = { $a } { $b }
islas-canarias-note-then =
    { $said }
    { $then }
islas-canarias-left-game = a quitté la partie : les choix par défaut jouent à sa place
islas-canarias-chose-island = a choisi { $code } ({ $island })
islas-canarias-drew = a pioché { $n } { $n ->
        [one] carte
       *[other] cartes
    }
islas-canarias-cards = { $cards }
islas-canarias-no-card-drawn = aucune carte (la pioche et la défausse sont vides)
islas-canarias-you-drew = Tu as pioché { $cards }.
islas-canarias-extra-card = Carte en plus : { $cards }.
islas-canarias-deck-ran-out = la pioche est épuisée : la défausse est mélangée pour former une nouvelle pioche
islas-canarias-built = a construit { $card } { $settler } en { $area } — { $colour } { $points }, total { $total }
islas-canarias-shipped = a mis une carte sur le navire
islas-canarias-you-shipped = Tu as embarqué { $card }.
islas-canarias-made = a fait { $kind ->
        [palace] un palais
        [town] une ville
       *[house] une maison
    } de couleur { $colour } en { $area } avec { $houses } — total { $total }
islas-canarias-ship-arrives = M{ $round } le navire arrive : { $n } { $n ->
        [one] carte
       *[other] cartes
    } à révéler, une mise de côté
islas-canarias-no-house-to-lose = n'a aucune maison à perdre
islas-canarias-builds-nowhere = M{ $round } navire : { $card } ne construit nulle part ({ $why })
islas-canarias-gets-from-ship = reçoit { $card } du navire ({ $why })
islas-canarias-why-count = { $priority } : { $counts }
islas-canarias-why-then = { $a } ; { $b }
islas-canarias-no-house-left = il ne reste aucune maison dans la réserve : il ne construit rien
islas-canarias-builds-house = construit une maison de couleur { $colour } en { $area } — { $colour } { $points }, total { $total }
islas-canarias-pirate-arrives = M{ $round } navire : { $card } — { $victims ->
        [0] personne n'a de points dans sa couleur : aucune victime
        [one] victime :
       *[other] victimes :
    }
islas-canarias-loses-house = perd la maison de couleur { $colour } en { $area } — total { $total }
islas-canarias-end-triggered = la fin est déclenchée : la manche { $round } est la dernière
islas-canarias-game-over-held-back = la partie est terminée ; la carte mise de côté était { $card }
islas-canarias-colour-points = { $colour } { $points }
islas-canarias-nothing-built = rien de construit pour l'instant
## Statut, main, titre, notes des coups possibles et conseils

islas-canarias-no-options = Islas Canarias n'a pas d'options
islas-canarias-set-up-players = Islas Canarias se joue de 2 à 5 joueurs, pas { $players }
islas-canarias-set-up-refused = { $why }
islas-canarias-status-none = {""}
islas-canarias-status-left = a quitté la partie
islas-canarias-status-island = doit choisir une île
islas-canarias-status-build-or-draw = doit construire ou piocher
islas-canarias-status-ship = doit mettre une carte sur le navire
islas-canarias-status-arrival = doit placer un colon arrivant
islas-canarias-status-lose = doit choisir la maison prise par un pirate
islas-canarias-status-divert = doit détourner un pirate
islas-canarias-status-score = { $points } · { $cards } { $cards ->
        [one] carte
       *[other] cartes
    }
islas-canarias-points = { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
islas-canarias-hand-empty = Ta main est vide.
islas-canarias-hand = Ta main : { $cards }
islas-canarias-card = { $card }
islas-canarias-card-numbered = { $number } { $card }
islas-canarias-card-settler = { $name } ({ $colour }: { $priorities })
islas-canarias-card-pirate = pirata { $colour }
islas-canarias-card-unknown = #{ $number }
islas-canarias-nothing = {""}
islas-canarias-plus = +{ $n }
islas-canarias-minus = −{ $n }
islas-canarias-minus-ascii = -{ $n }
islas-canarias-headline-islands = chacun choisit une île à son tour (`/{ slash-move } island TF`)
islas-canarias-headline = manche { $round } · le navire porte { $ship } { $ship ->
        [one] carte
       *[other] cartes
    } · pioche { $deck } · { $houses } maisons en réserve
islas-canarias-headline-last = { $headline } · la manche { $last } est la dernière
islas-canarias-note-island = { $island }
islas-canarias-note-draw = prends { $n } cartes, puis embarques-en une
islas-canarias-note-build = { $settler } · { $house } · +1
islas-canarias-house = { $colour }
islas-canarias-house-next-to = { $colour }, à côté de { $features }
islas-canarias-note-a-house = { $settler } · une maison de couleur { $colour }
islas-canarias-note-ship = face cachée : { $card }
islas-canarias-note-lose = le pirate prend ta maison de couleur { $colour } · −1
islas-canarias-note-divert-seat = la place { $seat } ({ $points }) perd une maison à ta place
islas-canarias-note-divert = { $name } ({ $points }) perd une maison à ta place
islas-canarias-note-conversion = { $kind ->
        [palace] un palais
       *[town] une ville
    } de couleur { $colour } · { $gain }
## Les images

islas-canarias-pic-round = manche { $round } · { $what }
islas-canarias-pic-last-round = la manche { $round } est la dernière
islas-canarias-pic-choosing-islands = choix des îles · à { $player } de choisir
islas-canarias-pic-final = final, après la manche { $round }
islas-canarias-pic-to-build-or-draw = à { $player } de construire ou piocher
islas-canarias-pic-to-ship = à { $player } de mettre une carte sur le navire
islas-canarias-pic-ship-waits = le navire attend que { $player } { $step ->
        [area] place un colon
        [lose] perde une maison
       *[divert] détourne un pirate
    }
islas-canarias-pic-count = { $what ->
        [point] { $n ->
            [one] { $n } point
           *[other] { $n } points
        }
       *[card] { $n ->
            [one] { $n } carte
           *[other] { $n } cartes
        }
    }
islas-canarias-pic-arrival-title = { $ship ->
        [arriving] Le navire qui arrive, manche { $round } : { $n ->
            [one] { $n } carte révélée dans cet ordre pour l'instant
           *[other] { $n } cartes révélées dans cet ordre pour l'instant
        }, une mise de côté
       *[last] Le dernier navire, manche { $round } : { $n ->
            [one] { $n } carte révélée dans cet ordre
           *[other] { $n } cartes révélées dans cet ordre
        }, une mise de côté
    }
islas-canarias-pic-nothing-revealed = rien de révélé pour l'instant
islas-canarias-pic-builds-nowhere-none = ne construit nulle part : aucune île n'offre l'une de ses priorités
islas-canarias-pic-builds-nowhere-tie = ne construit nulle part : des îles sont à égalité jusqu'à sa dernière priorité
islas-canarias-pic-to-island = → île de { $player }
islas-canarias-pic-to-island-at = → île de { $player }, une maison en { $area }
islas-canarias-pic-to-island-as = → île de { $player }, une maison en { $area } (épuisée : { $colour })
islas-canarias-pic-to-island-no-house = → île de { $player }, mais il ne reste aucune maison en réserve
islas-canarias-pic-to-island-choose = → île de { $player } : { $player } choisit la zone ({ $legal })
islas-canarias-pic-no-victim = aucune victime : personne n'a de points en { $colour }
islas-canarias-pic-attacks = attaque le meneur { $colour } : { $who }
islas-canarias-pic-loses = { $player } perd la maison de couleur { $colour } en { $area }
islas-canarias-pic-no-house-to-lose = { $player } n'a aucune maison à perdre
islas-canarias-pic-chooses-victim = { $player } choisit qui il frappe à sa place
islas-canarias-pic-chooses-house = { $player } choisit la maison à perdre
islas-canarias-pic-pirate-card =
    prend une maison
    au meneur
    de sa couleur
islas-canarias-pic-seat-title = { $player } · Islas Canarias · { $step }
islas-canarias-pic-no-island-chosen = pas encore d'île choisie
islas-canarias-pic-in-hand = { $n ->
        [one] { $n } carte en main
       *[other] { $n } cartes en main
    }
islas-canarias-pic-no-privilege = aucun privilège
islas-canarias-pic-river = rivière
islas-canarias-pic-road = route
islas-canarias-pic-built-by-ship = construite par le dernier navire
islas-canarias-pic-taken-by-pirate = prise par un pirate
islas-canarias-pic-may-build = où le colon arrivant peut construire
islas-canarias-pic-your-hand = Ta main : { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } (toi seul la vois)
islas-canarias-pic-standings-title = Islas Canarias · { $over ->
        [yes] Classement final
       *[no] Classement
    } · { $step }
islas-canarias-pic-rank = rang
islas-canarias-pic-player = joueur
islas-canarias-pic-privileges = privilèges
islas-canarias-pic-total = total · privilèges
islas-canarias-pic-left = { $player } (parti)
islas-canarias-pic-ties = Totaux égaux : le plus de privilèges passe devant ; toujours à égalité, la place est partagée.
islas-canarias-pic-unowned = libre
islas-canarias-pic-held-back = La carte mise de côté par le dernier navire : { $card }
islas-canarias-pic-table-title = Islas Canarias · { $step }
islas-canarias-pic-start = départ
islas-canarias-pic-gone = parti
islas-canarias-pic-no-island-yet = pas encore d'île
islas-canarias-pic-piles = pioche { $deck } · défausse { $discard }{ $top } · navire { $ship ->
        [one] { $ship } carte
       *[other] { $ship } cartes
    }
islas-canarias-pic-supply = Réserve
islas-canarias-pic-top = (dessus : { $card })

## Les outils hors ligne (`tucana sim`, `tucana ai`)

islas-canarias-tools-no-options = Islas Canarias n'a pas d'options
islas-canarias-tools-players = Islas Canarias se joue de 2 à 5 joueurs, pas { $players }
islas-canarias-random-move-refused = coup aléatoire { $mv } refusé : { $why }

## What a game's script would tell that the rules keep secret after the end

islas-canarias-kept-secret = qui a mis quelle carte sur chaque navire

## Moves typed in the reader's words
islas-canarias-typed-draw = piocher, pioche
islas-canarias-typed-build = construire, construis
islas-canarias-typed-ship = embarquer, embarque
islas-canarias-typed-palace = palais
islas-canarias-typed-town = ville
islas-canarias-typed-on = sur
islas-canarias-typed-island = île
islas-canarias-typed-at = à
islas-canarias-typed-as = en
islas-canarias-typed-lose = perdre, perds
islas-canarias-typed-divert = dévier, dévie
islas-canarias-typed-resign = abandonner, abandonne
islas-canarias-typed-orange = orange
islas-canarias-typed-brown = marron
islas-canarias-typed-green = vert
islas-canarias-typed-blue = bleu
islas-canarias-typed-beige = beige
islas-canarias-typed-red = rouge

## The components' names
islas-canarias-colour-orange = orange
islas-canarias-colour-brown = marron
islas-canarias-colour-green = vert
islas-canarias-colour-blue = bleu
islas-canarias-colour-beige = beige
islas-canarias-colour-red = rouge
islas-canarias-feature-coast = côte
islas-canarias-feature-village = village
islas-canarias-feature-river = rivière
islas-canarias-feature-mountain = montagne
islas-canarias-feature-farmland = champs
islas-canarias-feature-road = route

## A building's kind, beside its piece in the seat's picture

islas-canarias-pic-kind = { $kind ->
    [house] maison
    [palace] palais
   *[town] ville
  }

## Takebacks (issue 46): what /undo takes back, and what it says.
islas-canarias-undone = Repris : ton message est annulé ; rejoue.
islas-canarias-undo-told = a repris son dernier message
islas-canarias-undo-refused = Il n'y a rien à reprendre : un message se reprend seulement avant que le joueur suivant agisse, et seulement s'il n'a pioché aucune carte ni fait arriver le navire.
islas-canarias-undo-rule = **Reprendre** (`/{ slash-undo }`) : ton île ou le dernier message de ton tour, avant que le joueur suivant agisse, sauf s'il a pioché une carte, fait arriver le navire (ses cartes sont révélées) ou fini la partie ; jamais une décision pendant l'arrivée du navire.
islas-canarias-typed-undo = annuler, annule
## The turn card (the turn post's picture)
islas-canarias-card-players = Joueurs : points et cartes en main
islas-canarias-card-privileges = Privilèges et qui les détient
