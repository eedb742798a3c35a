// Tables of the teacher profile pages, payout details with e-mailed code, agreements, recruitment, learning materials.
export {};
