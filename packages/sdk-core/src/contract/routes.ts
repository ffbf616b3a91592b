import { account } from './account';
import { anchors } from './anchors';
import { auth } from './auth';
import { dictionary } from './dictionary';
import { draw } from './draw';
import { feedback } from './feedback';
import { gpt } from './gpt';
import { samples } from './samples';
import { settings } from './settings';
import { takes } from './takes';
import { tasks } from './tasks';
import { tools } from './tools';
import { trade } from './trade';
import { works } from './works';

/** Every call of the spec's section 7, by domain, without the request schemas (what the client needs). */
export const routes = {
  auth,
  account,
  anchors,
  works,
  tasks,
  takes,
  tools,
  gpt,
  draw,
  samples,
  trade,
  settings,
  feedback,
  dictionary,
};

export type Routes = typeof routes;
export type Domain = keyof Routes;
