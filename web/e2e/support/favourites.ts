import { graphqlData } from './api.js';

/** The ids of a student's saved hostels, as the server stored them (newest first). */
export async function favouriteIds(idToken: string): Promise<string[]> {
  const { myFavourites } = await graphqlData<{ myFavourites: { edges: { node: { id: string } }[] } }>(
    'query { myFavourites(first: 10) { edges { node { id } } } }',
    {},
    idToken,
  );
  return myFavourites.edges.map((edge) => edge.node.id);
}
