"""The chat room: rooms, their messages and the page the member chats on."""
