"""The room's screens: the clock, payouts, seating and announcements on the wall, and per-table shot clocks.

Every window here reads a `tdapp.application.room_view.RoomView` through a
provider callable once a second (`ticker.SecondTicker`) and only changes the
text of widgets it built once; nothing here touches the database.
"""
