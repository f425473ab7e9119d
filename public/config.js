// Deploy-time settings of the console. Point `apiBase` at the shop's own backend to use it
// instead of the bundled API server (e.g. 'https://backend.example.lk/api').
window.SHOP_CONFIG = { apiBase: '/api' };
