/** Width of the navigation drawer on small screens (spec §2). */
export const DRAWER_WIDTH = 300;
