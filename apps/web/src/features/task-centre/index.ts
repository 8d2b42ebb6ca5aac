/** The task centre: the floating button and panel every teacher page shows, and the key a 201 answer refreshes. */
export { TaskCentre } from './components/task-centre';
export { taskKeys } from './api/keys';
export { openTaskCentre } from './lib/open-signal';
