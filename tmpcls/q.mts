import { startLargeShop } from '../scripts/bench/largeShop';
const shop = await startLargeShop(18_195);
try {
  const get = async (q: string) => {
    const r = await fetch(`${shop.base}/api/bills?${q}`, { headers: { authorization: `Bearer ${shop.login.token}` } });
    return (await r.text()).slice(0, 300);
  };
  console.log(await get('_page=1&_perPage=1'));
  console.log(await get(`_page=1&_perPage=1&_filter=${encodeURIComponent(JSON.stringify({ q: 'kasun' }))}`));
  console.log(await get(`_page=1&_perPage=1&_filter=${encodeURIComponent(JSON.stringify({ q: '0710004' }))}`));
  console.log(await get(`_page=1&_perPage=1&_filter=${encodeURIComponent(JSON.stringify({ q: 'ka' }))}`));
} finally { shop.stop(); }
