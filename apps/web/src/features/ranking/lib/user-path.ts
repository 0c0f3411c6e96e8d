/** SPEC §2 rank-user: /user-ranking/user/:id (the app's pathOf is the app's; a feature writes its own link). */
export const userPath = (userId: number) => `/user-ranking/user/${userId}`;
