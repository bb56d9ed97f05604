export const REVIEWS_PROJECTION = `heading, minRating, limit,
  "summary": *[_type == "reviewSummary" && site._ref == ^.^.site._ref && !defined(location)][0] {
    averageRating, count, "reviews": reviews[0...12] { _key, customerName, rating, text, reviewDate, replyText, replyDate }
  }`;
