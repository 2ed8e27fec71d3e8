import { href } from '@harta/contracts/routes';

/**
 * The dashboard opens its "Add a goal" form when its address says so: the deposit page of a client with no goal yet
 * links here, since a deposit needs a goal to go into. One name for the query parameter, here.
 */
export const ADD_GOAL_PARAM = 'add-goal';
export const ADD_GOAL_HREF = `${href.to('dashboard')}?${ADD_GOAL_PARAM}=1`;
