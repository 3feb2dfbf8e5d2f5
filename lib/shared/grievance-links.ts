// Where the buyer raises a grievance: linked from the footer's grievance officer and the privacy notice.
export const GRIEVANCES_PATH = '/profile/grievances';
