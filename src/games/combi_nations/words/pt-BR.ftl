# Brazilian Portuguese (pt-BR) words of Combi-Nations; translated from en.ftl.
# Terms of our own (no Brazilian edition known): peça (tile), casa (cell), areia (sand), mercado (market), pilha (stack), seta (arrow), marcador (marker), meia-volta (U-turn), instalação (facility), terreno: floresta, campo, cidade, lago; países: Delta, Escudo, Coração, Península, Cabo; the facilities' names below (FEIRA for MARKET, PARQUE TEMÁTICO for FUN PARK); PV (VP).

combi-nations-rules-in-short = Cada jogador preenche um país de casas de areia com peças de terreno. Na sua vez, escolha a opção 1, 2 ou 3 à frente da sua seta no mercado (uma vez por partida você pode dar meia-volta: U1–U3), pegue essa peça e coloque-a na areia ao lado do seu terreno. Florestas, campos, cidades e lagos pontuam pelo tamanho das suas áreas, e seu tipo mais fraco conta duas vezes; instalações valem 3 pontos cada quando a condição delas é cumprida. Preencher seu país, ou não ter peça para colocar, encerra a partida depois de mais uma rodada.
combi-nations-how-to-move = Na sua vez, pegue uma peça do mercado e coloque-a no seu país com `/{ slash-move }`: a opção e as casas, por exemplo `2 E3 E4 E5` (ou uma âncora e um giro, `2 E3 r0`).
combi-nations-timed-out = sem jogada a tempo, então o jogo jogou no lugar: Delta na preparação, ou a opção 1 na primeira colocação válida

# What /map answers (the core asks every game for these words).
combi-nations-map-own = Seu país.
combi-nations-map-of = País de { $player }.
combi-nations-no-title = Sem título desta vez: o ranking começa em 60 pontos.

## Refusals of a typed move

combi-nations-choose-a-country = escolha um país: { $countries } (não “{ $typed }”)
combi-nations-write-a-move = escreva uma opção e onde vai a peça, por exemplo `2 E3 E4 E5`
combi-nations-not-an-option = “{ $typed }” não é uma opção: escreva 1, 2, 3 (ou U1, U2, U3 para dar meia-volta)
combi-nations-say-where = opção { $option }: diga onde vai a peça, por exemplo `{ $option } E3 E4 E5` ou `{ $option } E3 r0`
combi-nations-not-an-orientation = “{ $typed }” não é uma orientação: escreva de r0 a r5
combi-nations-orientation-after-anchor = “{ $typed }” deve vir depois de uma única casa âncora, por exemplo `{ $option } E3 r0`
combi-nations-too-many-labels = { $count } casas: uma peça tem no máximo 3 casas
combi-nations-does-not-fit = { $tile } girada r{ $turn } com a casa 1 em { $cell } não cabe em { $country }

## Refusals of the rules

combi-nations-no-country-yet = você ainda não tem um país
combi-nations-no-cell = { $country } não tem a casa { $cell }
combi-nations-u-turn-made = você já deu sua meia-volta
combi-nations-no-option-now = não há opção { $option } agora
combi-nations-wrong-cell-count = { $tile } tem { $cells } { $cells ->
        [one] casa
       *[other] casas
    }: indique { $cells } { $cells ->
        [one] casa
       *[other] casas
    } (ou uma âncora e r0–r5)
combi-nations-wrong-shape = { $cells } não tem o formato de { $tile } ({ $shape ->
        [single] casa única
        [pair] par
        [line] linha
        [bend] curva
       *[triangle] triângulo
    }) nessa ordem de casas
combi-nations-not-sand = { $cell } não é areia
combi-nations-touches-nothing = { $cells } não encosta em nenhum terreno ou instalação do seu país
combi-nations-no-seat = não existe o lugar { $seat }
combi-nations-game-over = a partida acabou
combi-nations-countries-chosen = os países já foram escolhidos: na sua vez, pegue uma peça com uma opção e suas casas, por exemplo `2 E3 E4 E5`
combi-nations-country-chosen-already = você já escolheu seu país
combi-nations-you-left = você saiu desta partida
combi-nations-not-begun = a partida não começou: cada jogador escolhe um país primeiro
combi-nations-not-your-turn = não é a sua vez
combi-nations-left-already = você já saiu desta partida
combi-nations-not-a-move = não é uma jogada de Combi-Nations: { $logged }

## What the game tells the table and a player of their move, and its standings
combi-nations-signed = { $sign ->
        [minus] −{ $n }
       *[plus] +{ $n }
    }
combi-nations-chose = (país: { $country }).
combi-nations-starting-player = é o primeiro jogador: começa a primeira rodada.
combi-nations-took = pegou a opção { $option }{ $auto ->
        [yes] {" "}(jogada automática: saiu da partida)
       *[no] {""}
    }: { $tile } da posição { $position }, colocada em { $cells }{ $gained }. O marcador vai para a pilha { $stack }; { $refill }.
combi-nations-gained = {" "}({ $gain } agora, { $total } no total)
combi-nations-nothing = {""}
combi-nations-refilled = posição { $position } reabastecida com { $tile }
combi-nations-stays-empty = a posição { $position } fica vazia (as pilhas acabaram)
combi-nations-cannot-place-solo = não consegue colocar nenhuma peça do mercado: a partida termina.
combi-nations-cannot-place-triggers = não consegue colocar nenhuma peça do mercado e passa. Isso dispara o fim: esta rodada é terminada, depois vem uma rodada extra.
combi-nations-cannot-place = não consegue colocar nenhuma peça do mercado e passa.
combi-nations-filled-solo = cobriu sua última casa de areia: a partida termina.
combi-nations-filled-triggers = cobriu sua última casa de areia. Isso dispara o fim: esta rodada é terminada, depois vem uma rodada extra.
combi-nations-extra-round = — mais um turno para cada, na ordem de jogo (a vez deles na rodada do gatilho terminou com uma colocação); depois a partida termina.
combi-nations-opponent-moves = O adversário avança { $steps } { $steps ->
        [one] peça
       *[other] peças
    } até a posição { $position } e tira { $tile } da partida. O marcador vai para a pilha { $stack }; { $refill }.
combi-nations-placed = Colocada em { $cells }: { $gain } agora, { $total } no total.
combi-nations-you-chose = Você escolheu { $country }; os países aparecem quando todos tiverem escolhido.
combi-nations-choosing-country = escolhendo um país
combi-nations-so-far = { $total } até agora · { $breakdown }
combi-nations-breakdown-land = { $land ->
        [forest] floresta
        [grass] campo
        [city] cidade
       *[lake] lago
    } { $points }{ $doubled ->
        [yes] {" "}(×2)
       *[no] {""}
    }
combi-nations-breakdown = { $lands } · instalações { $facilities }{ $sand ->
        [0] {""}
       *[other] {" "}· areia −{ $sand }
    }
combi-nations-title = { $step ->
        [110] Combi-Nação do ano
        [100] Uma nação de dar inveja
        [90] Capital da região
        [80] Os turistas não param de chegar
        [70] Uma cidade que vale o desvio
       *[60] Você transformou areia em terra fértil
    }
## The options: menus, refusals, and the options in a few words

combi-nations-menu-facilities = As cartas de instalação
combi-nations-menu-full = completas
combi-nations-menu-simple = simples
combi-nations-menu-country = O país de todos
combi-nations-menu-choose = escolhido na preparação
combi-nations-for-everyone = { $country } para todos
combi-nations-option-facilities = facilities é full ou simple, não { $value }
combi-nations-option-no-country = não existe o país { $value }: { $countries }, ou choose
combi-nations-option-unknown = Combi-Nations não tem a opção { $key } (facilities, country)
combi-nations-described-chosen = países escolhidos na preparação
combi-nations-described-simple = { $country } · instalações simples
combi-nations-set-up-players = Combi-Nations é para 1 a 5 jogadores, não { $players }

## A seat's status, the headline, the notes of legal moves and hints

combi-nations-status-left = saiu da partida
combi-nations-status-chosen = já escolheu um país
combi-nations-status-to-choose = a escolher um país
combi-nations-status-to-move = a jogar
combi-nations-status-sand = { $n ->
        [one] resta { $n } casa de areia
       *[other] restam { $n } casas de areia
    }
combi-nations-told-left = saiu da partida
combi-nations-country-n = país { $n }
combi-nations-placement-note = { $gain } · { $tile } da posição { $position } · { $total } no total
combi-nations-hint-gains = { $gain } agora · { $tile }
combi-nations-headline-choosing = preparação: cada jogador escolhe um país: { $countries }
combi-nations-stack-left = { $stack } { $n }
combi-nations-headline = marcador na pilha { $stack } · peças restantes: { $left }
combi-nations-headline-extra = a rodada extra · { $headline }
combi-nations-set-up-refused = { $why }
## The names of things (nested in messages)

combi-nations-land-forest = floresta
combi-nations-land-grass = campo
combi-nations-land-city = cidade
combi-nations-land-lake = lago
combi-nations-country-delta = Delta
combi-nations-country-shield = Escudo
combi-nations-country-heartland = Coração
combi-nations-country-peninsula = Península
combi-nations-country-cape = Cabo
combi-nations-facility-wp = PARQUE SELVAGEM
combi-nations-facility-gc = CAMPO DE GOLFE
combi-nations-facility-fp = PARQUE TEMÁTICO
combi-nations-facility-tb = BARCO DE PASSEIO
combi-nations-facility-re = RESTAURANTE
combi-nations-facility-to = AGÊNCIA DE TURISMO
combi-nations-facility-cs = CAMPING
combi-nations-facility-hc = CABANAS DE TRILHA
combi-nations-facility-fa = FAZENDA
combi-nations-facility-ma = SHOPPING
combi-nations-facility-ha = PORTO
combi-nations-facility-ht = TRILHAS
combi-nations-facility-mk = FEIRA
combi-nations-facility-me = METRÔ
combi-nations-facility-ds = ESCOLA DE MERGULHO
combi-nations-facility-wt = TORRE DE VIGIA
combi-nations-facility-vp = MIRANTE
combi-nations-facility-ba = BANCO
combi-nations-facility-zo = ZOOLÓGICO
combi-nations-facility-ho = HOTEL
combi-nations-facility-ap = AEROPORTO
combi-nations-facility-cu = ALFÂNDEGA
combi-nations-facility-rt = AUTÓDROMO
combi-nations-facility-bc = RESERVA DE AVES

## The pictures' words (a country, the market, the standings)

combi-nations-picture-land = { $land ->
        [forest] Floresta
        [grass] Campo
        [city] Cidade
       *[lake] Lago
    }
combi-nations-picture-vp = { $points } PV
combi-nations-picture-vp-unit = PV
# Portuguese ordinals take one form: 1º, 2º, 3º.
combi-nations-picture-ordinal = { $kind ->
       *[other] { $n }º
    }
combi-nations-picture-place = { $place } lugar
combi-nations-picture-facilities = instalações { $points }
combi-nations-picture-penalty = areia vazia −{ $penalty }
combi-nations-picture-no-penalty = areia vazia { $empty } (sem penalidade)
combi-nations-picture-owner = { $owner } — { $country }
combi-nations-picture-placed = { $n } { $n ->
        [one] peça colocada
       *[other] peças colocadas
    } · { $sand ->
        [one] resta { $sand } casa de areia
       *[other] restam { $sand } casas de areia
    }
combi-nations-picture-placed-last = { $placed } · última: { $tile } em { $cells }
combi-nations-picture-fits = { $n ->
        [0] { $tile } não cabe em lugar nenhum deste país
        [one] Onde { $tile } cabe: 1 colocação
       *[other] Onde { $tile } cabe: { $n } colocações
    }
combi-nations-picture-legend-sand = areia
combi-nations-picture-legend-last = última peça
combi-nations-picture-legend-fits = a peça cabe aqui
combi-nations-picture-opponent = Adversário
combi-nations-picture-empty = vazia
combi-nations-picture-market = Mercado
combi-nations-picture-market-sub = { $m } posições, numeradas em sentido horário a partir do topo · dentro: as pilhas, suas peças restantes e o marcador
combi-nations-picture-choosing = Os países estão sendo escolhidos
combi-nations-picture-over = A partida acabou
combi-nations-picture-to-move = vez de { $who } · { $extra ->
        [yes] rodada extra
       *[no] rodada { $round }
    }
combi-nations-picture-round = Rodada { $round }
combi-nations-picture-arrows = Setas (ordem de jogo)
combi-nations-picture-arrow = posição { $position } · { $turned ->
        [yes] anti-horário · meia-volta feita
       *[no] horário · meia-volta ainda não feita
    }
combi-nations-picture-to-move-tag = na vez
combi-nations-picture-marker = MARCADOR
combi-nations-picture-final-standings = Classificação final
combi-nations-picture-standings = Classificação
combi-nations-picture-standings-in = Classificação na rodada { $round }
combi-nations-picture-standings-sub = { $n } { $n ->
        [one] jogador
       *[other] jogadores
    }{ $solo ->
        [yes] {" "}· partida solo contra o adversário automático
       *[no] {""}
    } · { $phase ->
        [over] a partida acabou
        [choosing] os países estão sendo escolhidos
       *[playing] provisória: a areia vazia ainda conta contra
    }
combi-nations-picture-head-player = Jogador · país
combi-nations-picture-head-facilities = Instalações
combi-nations-picture-head-sand = Areia
combi-nations-picture-head-total = Total
combi-nations-picture-head-country = País
combi-nations-picture-choosing-country = escolhendo um país
combi-nations-picture-country-tiles = { $country } · { $tiles } { $tiles ->
        [one] peça
       *[other] peças
    }
combi-nations-picture-lowest = ×2 menor
combi-nations-picture-largest = maior { $size }
combi-nations-picture-no-area = nenhuma
combi-nations-picture-facility-count = { $n } { $n ->
        [one] instalação
       *[other] instalações
    }
combi-nations-picture-standings-foot = A menor pontuação de terreno conta em dobro (sombreada). Empate: maior terreno mais fraco, depois menos areia vazia.

## Moves typed in the reader's words
combi-nations-typed-delta = delta
combi-nations-typed-shield = escudo
combi-nations-typed-heartland = coração
combi-nations-typed-peninsula = península
combi-nations-typed-cape = cabo
## Pictures in every language (issue 44): a standing's empty sand cells.
combi-nations-picture-empty-cells = { $n ->
        [one] { $n } vazia
       *[other] { $n } vazias
    }

## Takebacks (issue 46): what /undo takes back, and what it says.
combi-nations-undone = Desfeito: sua jogada foi anulada; jogue de novo.
combi-nations-undo-told = desfez sua jogada
combi-nations-undo-refused = Não há nada para desfazer: um país pode ser desfeito até todos escolherem, uma colocação só antes de o próximo jogador jogar e enquanto as pilhas estiverem vazias (uma peça comprada para o mercado já foi vista por todos).
combi-nations-undo-rule = **Desfazer** (`/{ slash-undo }`): seu país, até todos escolherem; uma colocação, antes de o próximo jogador jogar, só quando todas as pilhas estiverem vazias (uma peça comprada para o mercado não pode ser desvista). Nunca depois do fim da partida.
combi-nations-typed-undo = desfazer, desfaço
## The turn card (the turn post's picture)
combi-nations-card-market = Mercado: { $m } posições em sentido horário a partir do topo (setas como pontos)
combi-nations-card-stacks = Pilhas: peças restantes (o marcador em dourado)
