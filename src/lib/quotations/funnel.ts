/** The owner's view of quoting (issue 22): one calendar month (Riyadh) of requests, quotations and acceptances. */
export interface FunnelMonth {
  /** The month, YYYY-MM. */
  month: string;
  /** Quote requests received in the month. */
  requests: number;
  /** Requests first quoted in the month. */
  quoted: number;
  /** Quotations accepted in the month. */
  accepted: number;
  /** accepted / quoted of the month, 0–1; null when nothing was quoted. */
  acceptanceRate: number | null;
  /** Sum of the accepted quotations' totals (VAT included), halalas. */
  acceptedValueHalalas: number;
  /** Median hours from request to first quotation, for requests quoted in the month; null when none. */
  medianHoursToQuote: number | null;
}

export interface QuotationFunnel {
  thisMonth: FunnelMonth;
  lastMonth: FunnelMonth;
}
