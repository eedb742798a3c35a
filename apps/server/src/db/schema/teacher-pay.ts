// Tables of the teacher earnings per logged class, bonuses, monthly invoices and their PDFs.
export {};
