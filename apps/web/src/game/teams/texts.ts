/**
 * The words of team play, in one place (they move into the message catalogue as they are): setup, joining, the
 * board, the queue and the screens that name teams.
 */
export const teamTexts = {
  modeTitle: 'Play',
  modeLegend: 'How guests play',
  individualLabel: 'Individual',
  individualDescription: 'Every guest plays their own card.',
  teamsLabel: 'Teams',
  teamsDescription: 'One card per team: every member plays it from their own phone, live.',
  assignmentLegend: 'Choosing a team',
  pickLabel: 'Guests pick a team',
  pickDescription: 'Each guest chooses one of your teams when they join.',
  balanceLabel: 'Balance the teams',
  balanceDescription: 'Each guest joins the smallest team.',
  maxSizeLabel: 'Most members per team (empty: no limit)',
  teamsTitle: 'Teams',
  teamsHelp: 'From 2 to 100 teams. Paste a list of names, one a line, or edit them one by one.',
  pasteLabel: 'Team names, one a line',
  pasteButton: 'Use these names',
  addTeam: 'Add a team',
  removeTeam: (name: string) => `Remove ${name}`,
  teamNameLabel: (n: number) => `Team ${n} name`,
  colourLabel: (name: string) => `Colour of ${name || 'this team'}`,
  saveTeams: 'Save teams',
  teamsSaved: 'Teams saved',
  chooseTeam: 'Choose your team',
  teamMembers: (n: number) => (n === 1 ? '1 member' : `${n} members`),
  teamFull: 'Full',
  teamFullOffer: 'That team is full. Choose another team.',
  noTeamRoom: 'Every team is full.',
  addedBy: (name: string) => `Added by ${name}`,
  teamCalledBingo: (name: string) => `Team ${name} called BINGO!`,
  moveTo: 'Move to team',
  moveMember: (name: string) => `Move ${name} to another team`,
  emptyTeam: 'No one yet',
} as const;

/** The colours a team may wear, drawn with text that reads on them. */
export const TEAM_SWATCHES: Record<string, string> = {
  red: 'bg-red-700 text-white',
  blue: 'bg-blue-700 text-white',
  green: 'bg-green-700 text-white',
  amber: 'bg-amber-400 text-slate-900',
  purple: 'bg-purple-700 text-white',
  pink: 'bg-pink-600 text-white',
  teal: 'bg-teal-700 text-white',
  orange: 'bg-orange-500 text-slate-900',
  indigo: 'bg-indigo-700 text-white',
  lime: 'bg-lime-400 text-slate-900',
  cyan: 'bg-cyan-400 text-slate-900',
  slate: 'bg-slate-700 text-white',
};
