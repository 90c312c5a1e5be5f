# Brazilian Portuguese (pt-BR) words of Islas Canarias; translated from en.ftl.
# Terms of our own: colono (settler), pirata, navio (ship), privilégio, área (area), casa / palácio / cidade (house / palace / town), reserva (supply), baralho, descarte, rio, estrada; the privileges: desempate, compre cinco, palácio misto, construa onde quiser, carta extra, escudo antipirata.
# Moves and colours may be typed in Portuguese (the islas-canarias-typed-* lists below: construir, laranja…) or in the notation's English words (build, orange…), which always work.

islas-canarias-rules-in-short = Construa casas na sua ilha com cartas de colono, ou compre cartas; ponha uma carta no navio a cada turno: os colonos dele vão para onde se encaixam melhor, os piratas tomam casas. 19 pontos encerram a partida.
islas-canarias-how-to-move = Escolha sua ilha com `/{ slash-move } island TF`; na sua vez, `/{ slash-move } build 24 D2` ou `/{ slash-move } draw`, depois `/{ slash-move } ship 57` (ou tudo de uma vez: `build 24 D2; ship 57`), com `palace A2 B4 on A2` ou `town …` em qualquer momento do seu turno; na chegada de um navio, `at E5`, `lose A3` ou `divert Ben` quando for pedido.
islas-canarias-timed-out = sem jogada a tempo, então o jogo jogou no lugar (comprar e mandar ao navio a carta mais baixa, a primeira ilha ou área na ordem, ou a casa da primeira área)

# What /map answers (the core asks every game for these words).
islas-canarias-map-own = Sua ilha e sua mão.
islas-canarias-map-of = Ilha de { $player }.

## What happens on the table (after the acting player's name)

islas-canarias-diverts-attack = desvia o ataque para { $to } (escudo antipirata)
islas-canarias-privilege-taken = pega o privilégio { $colour } ({ $privilege })
islas-canarias-privilege-back = o privilégio { $colour } ({ $privilege }) volta para a mesa

## The privileges' names

islas-canarias-privilege-ties = desempate
islas-canarias-privilege-draw5 = compre cinco
islas-canarias-privilege-mixed-palace = palácio misto
islas-canarias-privilege-build-anywhere = construa onde quiser
islas-canarias-privilege-extra-card = carta extra
islas-canarias-privilege-pirate-shield = escudo antipirata

## What each privilege does, in a few words (the pictures' chips and boxes)

islas-canarias-power-ties = vence empates de colonos
islas-canarias-power-draw5 = compra 5, não 3
islas-canarias-power-mixed-palace = palácio de 2 cores
islas-canarias-power-build-anywhere = constrói em qualquer área (na sua vez)
islas-canarias-power-extra-card = +1 carta por turno
islas-canarias-power-pirate-shield = desvia piratas

## Privileges in what players read

islas-canarias-extra-card-taken = pegou mais uma carta ({ $privilege })
islas-canarias-takes-privilege = pega { $privilege }
islas-canarias-privileges-held = { $count ->
        [one] privilégio
       *[other] privilégios
    } { $privileges }
islas-canarias-privilege-list = { $privileges }
islas-canarias-holds = tem { $privilege }
islas-canarias-tie-won = empate vencido por { $player } ({ $privilege })
islas-canarias-diverted = { $holder } desvia para { $to } ({ $privilege })
islas-canarias-pieces-key = casas · palácios · cidades

## The ship's arrival waits for a decision (the headline; $card: the card in a few words)

islas-canarias-arrival-area = rodada { $round }, chegada do navio: { $card } vem para a sua ilha; escolha a área ({ $legal }) com `/{ slash-move } at <area>`
islas-canarias-arrival-colour = rodada { $round }, chegada do navio: { $card } vem para a sua ilha e a cor dele está esgotada; escolha uma cor (e a área: { $legal }) com `/{ slash-move } at <area> as <colour>`
islas-canarias-arrival-lose = rodada { $round }, chegada do navio: { $card } ataca; escolha a casa que você perde com `/{ slash-move } lose <area>`
islas-canarias-arrival-divert = rodada { $round }, chegada do navio: { $card } ataca você, e seu { $privilege } o desvia; escolha quem perde uma casa no seu lugar com `/{ slash-move } divert <name>`

## Refusals of a typed move (the chat notation's words stay as typed: `build`, `at <area>`)

islas-canarias-empty-move = uma jogada vazia
islas-canarias-empty-step = um passo vazio
islas-canarias-goes-alone = `{ $word }` vai sozinho na mensagem
islas-canarias-not-an-island = "{ $typed }" não é uma ilha: TF GC LZ FV LP LG
islas-canarias-write-island = escreva `island <id>` (TF GC LZ FV LP LG)
islas-canarias-write-at = escreva `at <area>` ou `at <area> as <colour>`
islas-canarias-write-as = escreva `as <colour>`
islas-canarias-write-lose = escreva `lose <area>`
islas-canarias-write-divert = escreva `divert <player>`
islas-canarias-not-a-player = "{ $typed }" não é um jogador (um nome ou um número de lugar)
islas-canarias-no-such-card = não existe a carta { $number }: as cartas vão de 1 a 60
islas-canarias-not-a-card = "{ $typed }" não é uma carta (um número de 1 a 60, o nome de um colono ou pirata-<cor>)
islas-canarias-not-an-area = "{ $typed }" não é uma área (A1–F6)
islas-canarias-not-a-colour = "{ $typed }" não é uma cor (orange brown green blue beige red)
islas-canarias-as-does-not-go = `as` não combina com { $step }
islas-canarias-write-build = escreva `build <card> <area>`
islas-canarias-write-ship = escreva `ship <card>`
islas-canarias-write-conversion = { $kind ->
        [palace] escreva `palace <area> <area> on <area>`
       *[town] escreva `town <area> <area> <area> on <area>`
    }
islas-canarias-not-a-step = "{ $typed }" não é um passo: draw, build, ship, palace, town
islas-canarias-step-refused = passo { $step } ({ $typed }): { $why }
islas-canarias-not-a-logged-move = não é uma jogada registrada: "{ $logged }"
islas-canarias-timeout-is-no-move = `timeout` não é uma jogada: draw, build, ship, palace ou town

## Refusals of the rules

islas-canarias-no-seat = não existe o lugar { $seat }
islas-canarias-game-over = a partida acabou
islas-canarias-left-already = este jogador já saiu da partida
islas-canarias-left = este jogador saiu da partida
islas-canarias-chooses-an-island-now = agora { $player } escolhe uma ilha
islas-canarias-whose-turn = é a vez de { $player }
islas-canarias-ship-waits-for = o navio espera a decisão de { $player }
islas-canarias-nobody-to-act = ninguém precisa jogar
islas-canarias-not-your-turn = não é a sua vez: é a vez de { $player } { $step ->
        [island] escolher uma ilha
        [arrival] decidir sobre a chegada do navio
       *[turn] jogar
    }
islas-canarias-islands-chosen = as ilhas já foram escolhidas
islas-canarias-island-taken = { $island } já foi escolhida
islas-canarias-not-a-turn = agora não é um turno
islas-canarias-shipped-then-conversions = seu turno já teve a carta do navio: só palácios e cidades podem vir na mesma mensagem
islas-canarias-action-1-taken = você já fez a ação 1
islas-canarias-not-in-hand = a carta { $card } não está na sua mão
islas-canarias-pirate-never-builds = pirata nunca constrói
islas-canarias-forced-draw = você precisa comprar: no início do seu turno você tinha 0 ou 1 carta, ou só piratas
islas-canarias-must-draw = você precisa comprar: sua ilha está cheia ou a reserva não tem casa
islas-canarias-not-legal = { $area } não é válida para { $card } { $settler }: as válidas são { $legal }
islas-canarias-in-stock = ainda há { $kind ->
        [house] casas
        [palace] palácios
       *[town] cidades
    } de cor { $colour } na reserva: `as` é só para uma cor esgotada
islas-canarias-supply-has-none = a reserva não tem mais { $kind ->
        [house] casas
        [palace] palácios
       *[town] cidades
    }
islas-canarias-say-which-colour = não há mais { $kind ->
        [house] casas
        [palace] palácios
       *[town] cidades
    } de cor { $colour }: diga qual cor com `as <colour>` ({ $colours })
islas-canarias-none-either = também não há mais { $kind ->
        [house] casas
        [palace] palácios
       *[town] cidades
    } de cor { $colour }
islas-canarias-action-1-first = primeiro a ação 1: `draw` ou `build`, depois `ship`
islas-canarias-shipped-already = você já pôs uma carta no navio
islas-canarias-named-twice = { $area } foi indicada duas vezes
islas-canarias-no-house-there = { $area } não tem nenhuma casa sua
islas-canarias-town-of-one-colour = as casas de uma cidade devem ser de uma só cor
islas-canarias-palace-of-one-colour = as casas de um palácio devem ser de uma só cor (duas cores só com { $privilege })
islas-canarias-on-a-house-named = `on` deve ser uma das casas indicadas ({ $houses })
islas-canarias-not-an-empty-area = { $area } não é uma área vazia
islas-canarias-no-settler-waits = nenhum colono está esperando uma área agora
islas-canarias-name-the-area = indique a área: `at <area>` ({ $legal } são válidas)
islas-canarias-no-pirate-waits = nenhum pirata está esperando uma casa agora
islas-canarias-no-attack-waits = nenhum ataque está esperando para ser desviado agora
islas-canarias-divert-to-another = desvie o ataque para outro jogador, não para você mesmo
islas-canarias-chance-not-given = esta jogada precisa de um resultado de sorte que não foi dado ao jogo

islas-canarias-pirate-victim = é a vítima do pirata

## What the game tells the table (its posts, its log) and a player of their move, and the
## standings' breakdown; a seat's line follows the player's name
islas-canarias-dotted = { $a } · { $b }
islas-canarias-spaced = { $a } { $b }
islas-canarias-note-then =
    { $said }
    { $then }
islas-canarias-left-game = saiu da partida: as escolhas padrão jogam por ele
islas-canarias-chose-island = escolheu { $code } ({ $island })
islas-canarias-drew = comprou { $n } { $n ->
        [one] carta
       *[other] cartas
    }
islas-canarias-cards = { $cards }
islas-canarias-no-card-drawn = nenhuma carta (o baralho e o descarte estão vazios)
islas-canarias-you-drew = Você comprou { $cards }.
islas-canarias-extra-card = Carta extra: { $cards }.
islas-canarias-deck-ran-out = o baralho acabou: o descarte é embaralhado num novo baralho
islas-canarias-built = construiu { $card } { $settler } em { $area } — { $colour } { $points }, total { $total }
islas-canarias-shipped = pôs uma carta no navio
islas-canarias-you-shipped = Você mandou { $card } para o navio.
islas-canarias-made = fez { $kind ->
        [palace] um palácio
        [town] uma cidade
       *[house] uma casa
    } de cor { $colour } em { $area } a partir de { $houses } — total { $total }
islas-canarias-ship-arrives = R{ $round } o navio chega: { $n } { $n ->
        [one] carta
       *[other] cartas
    } a revelar, uma guardada
islas-canarias-no-house-to-lose = não tem casa para perder
islas-canarias-builds-nowhere = R{ $round } navio: { $card } não constrói em lugar nenhum ({ $why })
islas-canarias-gets-from-ship = recebe { $card } do navio ({ $why })
islas-canarias-why-count = { $priority }: { $counts }
islas-canarias-why-then = { $a }; { $b }
islas-canarias-no-house-left = não sobra nenhuma casa na reserva: não constrói nada
islas-canarias-builds-house = constrói uma casa de cor { $colour } em { $area } — { $colour } { $points }, total { $total }
islas-canarias-pirate-arrives = R{ $round } navio: { $card } — { $victims ->
        [0] ninguém tem pontos na cor dele: nenhuma vítima
        [one] vítima:
       *[other] vítimas:
    }
islas-canarias-loses-house = perde a casa de cor { $colour } em { $area } — total { $total }
islas-canarias-end-triggered = o fim foi disparado: a rodada { $round } é a última
islas-canarias-game-over-held-back = a partida acabou; a carta guardada era { $card }
islas-canarias-colour-points = { $colour } { $points }
islas-canarias-nothing-built = nada construído ainda
## A seat's status, its hand, the headline, and the notes of legal moves and hints

islas-canarias-no-options = Islas Canarias não tem opções
islas-canarias-set-up-players = Islas Canarias é para 2 a 5 jogadores, não { $players }
islas-canarias-set-up-refused = { $why }
islas-canarias-status-none = {""}
islas-canarias-status-left = saiu da partida
islas-canarias-status-island = a escolher uma ilha
islas-canarias-status-build-or-draw = a construir ou comprar
islas-canarias-status-ship = a pôr uma carta no navio
islas-canarias-status-arrival = a colocar um colono que chegou
islas-canarias-status-lose = a escolher a casa que o pirata toma
islas-canarias-status-divert = a desviar um pirata
islas-canarias-status-score = { $points } · { $cards } { $cards ->
        [one] carta
       *[other] cartas
    }
islas-canarias-points = { $n ->
        [one] { $n } ponto
       *[other] { $n } pontos
    }
islas-canarias-hand-empty = Sua mão está vazia.
islas-canarias-hand = Sua mão: { $cards }
islas-canarias-card = { $card }
islas-canarias-card-numbered = { $number } { $card }
islas-canarias-card-settler = { $name } ({ $colour }: { $priorities })
islas-canarias-card-pirate = pirata { $colour }
islas-canarias-card-unknown = #{ $number }
islas-canarias-nothing = {""}
islas-canarias-plus = +{ $n }
islas-canarias-minus = −{ $n }
islas-canarias-minus-ascii = -{ $n }
islas-canarias-headline-islands = cada um escolhe uma ilha na sua vez (`/{ slash-move } island TF`)
islas-canarias-headline = rodada { $round } · o navio tem { $ship } { $ship ->
        [one] carta
       *[other] cartas
    } · baralho { $deck } · { $houses } casas na reserva
islas-canarias-headline-last = { $headline } · a rodada { $last } é a última
islas-canarias-note-island = { $island }
islas-canarias-note-draw = pegue { $n } cartas, depois mande uma ao navio
islas-canarias-note-build = { $settler } · { $house } · +1
islas-canarias-house = { $colour }
islas-canarias-house-next-to = { $colour }, ao lado de { $features }
islas-canarias-note-a-house = { $settler } · uma casa de cor { $colour }
islas-canarias-note-ship = virada para baixo: { $card }
islas-canarias-note-lose = o pirata toma sua casa de cor { $colour } · −1
islas-canarias-note-divert-seat = o lugar { $seat } ({ $points }) perde uma casa no seu lugar
islas-canarias-note-divert = { $name } ({ $points }) perde uma casa no seu lugar
islas-canarias-note-conversion = { $kind ->
        [palace] um palácio
       *[town] uma cidade
    } de cor { $colour } · { $gain }
## The pictures' labels (the table, a seat's island, the ship's arrival, the standings;
## $player: a name)

islas-canarias-pic-round = rodada { $round } · { $what }
islas-canarias-pic-last-round = a rodada { $round } é a última
islas-canarias-pic-choosing-islands = escolhendo ilhas · { $player } escolhe
islas-canarias-pic-final = final, após a rodada { $round }
islas-canarias-pic-to-build-or-draw = { $player } constrói ou compra
islas-canarias-pic-to-ship = { $player } põe uma carta no navio
islas-canarias-pic-ship-waits = o navio espera { $player } { $step ->
        [area] colocar um colono
        [lose] perder uma casa
       *[divert] desviar um pirata
    }
islas-canarias-pic-count = { $what ->
        [point] { $n ->
            [one] { $n } ponto
           *[other] { $n } pontos
        }
       *[card] { $n ->
            [one] { $n } carta
           *[other] { $n } cartas
        }
    }
islas-canarias-pic-arrival-title = { $ship ->
        [arriving] O navio que chega, rodada { $round }: { $n ->
            [one] { $n } carta revelada nesta ordem até agora
           *[other] { $n } cartas reveladas nesta ordem até agora
        }, uma guardada
       *[last] O último navio, rodada { $round }: { $n ->
            [one] { $n } carta revelada nesta ordem
           *[other] { $n } cartas reveladas nesta ordem
        }, uma guardada
    }
islas-canarias-pic-nothing-revealed = nada revelado ainda
islas-canarias-pic-builds-nowhere-none = não constrói: nenhuma ilha oferece suas prioridades
islas-canarias-pic-builds-nowhere-tie = não constrói: ilhas empatadas até a última prioridade
islas-canarias-pic-to-island = → ilha de { $player }
islas-canarias-pic-to-island-at = → ilha de { $player }, uma casa em { $area }
islas-canarias-pic-to-island-as = → ilha de { $player }, uma casa em { $area } (esgotada: { $colour })
islas-canarias-pic-to-island-no-house = → ilha de { $player }, mas não sobra casa na reserva
islas-canarias-pic-to-island-choose = → ilha de { $player }: { $player } escolhe a área ({ $legal })
islas-canarias-pic-no-victim = nenhuma vítima: ninguém tem pontos em { $colour }
islas-canarias-pic-attacks = ataca o líder { $colour }: { $who }
islas-canarias-pic-loses = { $player } perde a casa de cor { $colour } em { $area }
islas-canarias-pic-no-house-to-lose = { $player } não tem casa para perder
islas-canarias-pic-chooses-victim = { $player } escolhe quem é atingido no seu lugar
islas-canarias-pic-chooses-house = { $player } escolhe a casa que perde
islas-canarias-pic-pirate-card =
    toma uma casa
    do líder
    na sua cor
islas-canarias-pic-seat-title = { $player } · Islas Canarias · { $step }
islas-canarias-pic-no-island-chosen = ainda sem ilha
islas-canarias-pic-in-hand = { $n ->
        [one] { $n } carta na mão
       *[other] { $n } cartas na mão
    }
islas-canarias-pic-no-privilege = sem privilégio
islas-canarias-pic-river = rio
islas-canarias-pic-road = estrada
islas-canarias-pic-built-by-ship = construída pelo último navio
islas-canarias-pic-taken-by-pirate = tomada por um pirata
islas-canarias-pic-may-build = onde o colono que chega pode construir
islas-canarias-pic-your-hand = Sua mão: { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } (só você vê)
islas-canarias-pic-standings-title = Islas Canarias · { $over ->
        [yes] Classificação final
       *[no] Classificação
    } · { $step }
islas-canarias-pic-rank = pos.
islas-canarias-pic-player = jogador
islas-canarias-pic-privileges = privilégios
islas-canarias-pic-total = total · privilégios
islas-canarias-pic-left = { $player } (saiu)
islas-canarias-pic-ties = Totais iguais: mais privilégios fica à frente; se ainda houver empate, a posição é dividida.
islas-canarias-pic-unowned = sem dono
islas-canarias-pic-held-back = A carta que o último navio guardou: { $card }
islas-canarias-pic-table-title = Islas Canarias · { $step }
islas-canarias-pic-start = início
islas-canarias-pic-gone = saiu
islas-canarias-pic-no-island-yet = ainda sem ilha
islas-canarias-pic-piles = baralho { $deck } · descarte { $discard }{ $top } · navio { $ship ->
        [one] { $ship } carta
       *[other] { $ship } cartas
    }
islas-canarias-pic-supply = Reserva
islas-canarias-pic-top = (topo: { $card })

## The offline tools (`tucana sim`, `tucana ai`)

islas-canarias-tools-no-options = Islas Canarias não tem opções
islas-canarias-tools-players = Islas Canarias é para 2 a 5 jogadores, não { $players }
islas-canarias-random-move-refused = jogada aleatória { $mv } recusada: { $why }

## What a game's script would tell that the rules keep secret after the end

islas-canarias-kept-secret = quem colocou cada carta em cada navio

## Moves typed in the reader's words
islas-canarias-typed-draw = comprar, compro
islas-canarias-typed-build = construir, construo
islas-canarias-typed-ship = embarcar, embarco
islas-canarias-typed-palace = palácio
islas-canarias-typed-town = cidade
islas-canarias-typed-on = sobre
islas-canarias-typed-island = ilha
islas-canarias-typed-at = em
islas-canarias-typed-as = como
islas-canarias-typed-lose = perder, perco
islas-canarias-typed-divert = desviar, desvio
islas-canarias-typed-resign = desistir, desisto
islas-canarias-typed-orange = laranja
islas-canarias-typed-brown = marrom
islas-canarias-typed-green = verde
islas-canarias-typed-blue = azul
islas-canarias-typed-beige = bege
islas-canarias-typed-red = vermelho

## The components' names
islas-canarias-colour-orange = laranja
islas-canarias-colour-brown = marrom
islas-canarias-colour-green = verde
islas-canarias-colour-blue = azul
islas-canarias-colour-beige = bege
islas-canarias-colour-red = vermelho
islas-canarias-feature-coast = costa
islas-canarias-feature-village = vila
islas-canarias-feature-river = rio
islas-canarias-feature-mountain = montanha
islas-canarias-feature-farmland = plantação
islas-canarias-feature-road = estrada

## A building's kind, beside its piece in the seat's picture

islas-canarias-pic-kind = { $kind ->
    [house] casa
    [palace] palácio
   *[town] cidade
  }

## Takebacks (issue 46): what /undo takes back, and what it says.
islas-canarias-undone = Desfeito: sua mensagem foi anulada; jogue de novo.
islas-canarias-undo-told = desfez sua última mensagem
islas-canarias-undo-refused = Não há nada para desfazer: uma mensagem só pode ser desfeita antes de o próximo jogador agir, e só se não comprou carta nem fez o navio chegar.
islas-canarias-undo-rule = **Desfazer** (`/{ slash-undo }`): sua ilha ou a última mensagem do seu turno, antes de o próximo jogador agir, a menos que tenha comprado uma carta, feito o navio chegar (suas cartas são reveladas) ou encerrado a partida; nunca uma decisão durante a chegada do navio.
islas-canarias-typed-undo = desfazer, desfaço
## The turn card (the turn post's picture)
islas-canarias-card-players = Jogadores: pontos e cartas na mão
islas-canarias-card-privileges = Privilégios e quem os tem
