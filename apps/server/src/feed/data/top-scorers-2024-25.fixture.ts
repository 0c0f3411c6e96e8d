/**
 * The published 2024/25 top-20 scorer lists of the five leagues (ties at 20th included), as [club, player]. The
 * shipped league files carry no goal lists, so these are written out from the published tables.
 */
export const TOP_SCORERS_2024_25: Readonly<Record<string, readonly (readonly [club: string, player: string])[]>> = {
  'Premier League': [
    ['Liverpool', 'Mohamed Salah'], ['Newcastle United', 'Alexander Isak'], ['Manchester City', 'Erling Haaland'],
    ['Brentford', 'Bryan Mbeumo'], ['Nottingham Forest', 'Chris Wood'], ['Brentford', 'Yoane Wissa'],
    ['Aston Villa', 'Ollie Watkins'], ['Chelsea', 'Cole Palmer'], ['Wolverhampton Wanderers', 'Matheus Cunha'],
    ['Crystal Palace', 'Jean-Philippe Mateta'], ['Wolverhampton Wanderers', 'Jørgen Strand Larsen'],
    ['West Ham United', 'Jarrod Bowen'], ['Liverpool', 'Luis Díaz'], ['Fulham', 'Raúl Jiménez'],
    ['Bournemouth', 'Justin Kluivert'], ['Ipswich Town', 'Liam Delap'], ['Bournemouth', 'Antoine Semenyo'],
    ['Tottenham Hotspur', 'Brennan Johnson'], ['Liverpool', 'Cody Gakpo'], ['Bournemouth', 'Evanilson'],
    ['Brighton & Hove Albion', 'Danny Welbeck'], ['Brighton & Hove Albion', 'Kaoru Mitoma'],
    ['Chelsea', 'Nicolas Jackson'], ['Brighton & Hove Albion', 'João Pedro'],
  ],
  'La Liga': [
    ['Real Madrid', 'Kylian Mbappé'], ['Barcelona', 'Robert Lewandowski'], ['Osasuna', 'Ante Budimir'],
    ['Atlético Madrid', 'Alexander Sørloth'], ['Villarreal', 'Ayoze Pérez'], ['Barcelona', 'Raphinha'],
    ['Atlético Madrid', 'Julián Álvarez'], ['Athletic Club', 'Oihan Sancet'], ['Alavés', 'Kike García'],
    ['Espanyol', 'Javi Puado'], ['Real Madrid', 'Vinícius Júnior'], ['Sevilla', 'Dodi Lukébakio'],
    ['Valencia', 'Hugo Duro'], ['Villarreal', 'Thierno Barry'], ['Celta Vigo', 'Borja Iglesias'],
    ['Celta Vigo', 'Iago Aspas'], ['Las Palmas', 'Fábio Silva'], ['Barcelona', 'Ferran Torres'],
    ['Barcelona', 'Dani Olmo'], ['Getafe', 'Mauro Arambarri'], ['Real Sociedad', 'Mikel Oyarzabal'],
    ['Barcelona', 'Lamine Yamal'], ['Real Madrid', 'Jude Bellingham'],
  ],
  'Serie A': [
    ['Atalanta', 'Mateo Retegui'], ['Fiorentina', 'Moise Kean'], ['Atalanta', 'Ademola Lookman'],
    ['Bologna', 'Riccardo Orsolini'], ['Inter', 'Marcus Thuram'], ['Napoli', 'Romelu Lukaku'],
    ['Inter', 'Lautaro Martínez'], ['Roma', 'Artem Dovbyk'], ['Napoli', 'Scott McTominay'],
    ['Udinese', 'Lorenzo Lucca'], ['Lecce', 'Nikola Krstović'], ['AC Milan', 'Christian Pulisic'],
    ['Lazio', 'Valentín Castellanos'], ['AC Milan', 'Tijjani Reijnders'], ['Juventus', 'Dušan Vlahović'],
    ['Cagliari', 'Roberto Piccoli'], ['Genoa', 'Andrea Pinamonti'], ['Bologna', 'Santiago Castro'],
    ['Fiorentina', 'Albert Gudmundsson'], ['Lazio', 'Mattia Zaccagni'], ['Juventus', 'Kenan Yildiz'],
  ],
  Bundesliga: [
    ['Bayern Munich', 'Harry Kane'], ['Bayer Leverkusen', 'Patrik Schick'], ['Borussia Dortmund', 'Serhou Guirassy'],
    ['Mainz 05', 'Jonathan Burkardt'], ['Borussia Mönchengladbach', 'Tim Kleindienst'],
    ['Eintracht Frankfurt', 'Omar Marmoush'], ['Eintracht Frankfurt', 'Hugo Ekitike'], ['RB Leipzig', 'Benjamin Sesko'],
    ['Bayern Munich', 'Michael Olise'], ['Bayern Munich', 'Jamal Musiala'], ['TSG Hoffenheim', 'Andrej Kramaric'],
    ['VfB Stuttgart', 'Nick Woltemade'], ['VfB Stuttgart', 'Ermedin Demirović'], ['Holstein Kiel', 'Shuto Machino'],
    ['VfL Wolfsburg', 'Mohamed Amoura'], ['Bayern Munich', 'Leroy Sané'], ['Bayer Leverkusen', 'Florian Wirtz'],
    ['Werder Bremen', 'Jens Stage'], ['SC Freiburg', 'Ritsu Doan'], ['VfB Stuttgart', 'Deniz Undav'],
    ['RB Leipzig', 'Loïs Openda'], ['Borussia Dortmund', 'Maximilian Beier'],
  ],
  'Ligue 1': [
    ['Paris Saint-Germain', 'Ousmane Dembélé'], ['Marseille', 'Mason Greenwood'], ['Rennes', 'Arnaud Kalimuendo'],
    ['Lille', 'Jonathan David'], ['Lyon', 'Alexandre Lacazette'], ['Paris Saint-Germain', 'Bradley Barcola'],
    ['Strasbourg', 'Emanuel Emegha'], ['Brest', 'Ludovic Ajorque'], ['Nantes', 'Mostafa Mohamed'],
    ['Angers', 'Esteban Lepaul'], ['Nice', 'Evann Guessand'], ['Lyon', 'Georges Mikautadze'],
    ['Reims', 'Keito Nakamura'], ['Monaco', 'Mika Biereth'], ['Saint-Étienne', 'Zuriko Davitashvili'],
    ['Paris Saint-Germain', 'Gonçalo Ramos'], ['Marseille', 'Amine Gouiri'], ['Monaco', 'Maghnes Akliouche'],
    ['Saint-Étienne', 'Lucas Stassin'], ['Auxerre', 'Lassine Sinayoko'],
  ],
};
