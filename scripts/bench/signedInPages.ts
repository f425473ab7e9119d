/** The signed-in screens the browser benchmarks load: the dashboard and each list a counter opens most. */
export const SIGNED_IN_PAGES = ['/', '/customers', '/bills', '/recharges/history', '/repairs/management', '/expenses/management', '/activity'];
