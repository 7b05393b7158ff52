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
