// Tables of commerce: products, prices, purchases, transactions, subscriptions, coupons, referrals, payment methods, invoices.
export {};
