/** Names of the groups a simulated Cup draws (the running season), per conference. */
export const NBA_CUP_GROUP_NAMES: Readonly<Record<1 | 2, readonly (readonly [string, string])[]>> = {
  1: [
    ['东部A组', 'East Group A'],
    ['东部B组', 'East Group B'],
    ['东部C组', 'East Group C'],
  ],
  2: [
    ['西部A组', 'West Group A'],
    ['西部B组', 'West Group B'],
    ['西部C组', 'West Group C'],
  ],
};
